/**
 * Theme-switch benchmark (docs/decisions/0010-theme-switch-benchmark.md): on the clinic schedule's week view
 * with a full week of appointments, the main-thread time of a light↔dark
 * switch with our CSS-variable theming against the same page re-themed the
 * usual way, by swapping the styled-components ThemeProvider object. Gated as
 * a ratio to a forced full restyle of the same page in the same run
 * (docs/decisions/0024-gates-that-give-the-same-answer.md),
 * so the answer does not depend on the host's speed; the ms are reported.
 *
 * Builds both bundles (the second with its own Vite config,
 * tests/bench/theme-provider/vite.config.ts), serves them over one seeded
 * database and measures them in one browser run.
 * Usage: npm run bench:theme [-- --no-build] [-- --switches 20]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gatesHold, reportFigures } from './lib/bench-figures';
import { freePort } from './lib/load-server';
import { measureThemeSwitch, type BenchTarget, type ThemeSwitchRun } from './lib/theme-bench';
import { median, themeSwitchFigures } from './lib/theme-bench-gate';
import { benchTenant, startBenchServers, type BenchWeek } from './lib/theme-bench-server';

export type ThemeVariant = 'css' | 'provider';
export const distFor = (variant: ThemeVariant) => `dist/bench-theme-${variant}`;
/** The one string the bench seam leaves in a bundle (its mark on <html>). */
export const seamMarker = 'themeBench';

/** The provider variant's Vite config: the app's, with the router's root wrapped in a ThemeProvider. */
export const providerConfig = 'tests/bench/theme-provider/vite.config.ts';

/** Builds one variant into its own folder; `reuse` keeps a folder already built. */
export function buildVariant(variant: ThemeVariant, reuse = false): string {
  const outDir = distFor(variant);
  if (reuse && fs.existsSync(`${outDir}/index.html`)) return outDir;
  const env: NodeJS.ProcessEnv = { ...process.env, AVA_OUT_DIR: outDir };
  // Under vitest NODE_ENV is 'test', which would make Vite bundle React's development build.
  delete env.NODE_ENV;
  const config = variant === 'provider' ? ['--config', providerConfig] : [];
  const build = spawnSync('npx', ['vite', 'build', ...config, '--logLevel', 'warn'], { stdio: 'inherit', env });
  if (build.status !== 0) throw new Error(`vite build of the ${variant} variant failed`);
  return outDir;
}

/** Files of a built bundle that contain the bench seam (a normal build must have none). */
export function filesWithSeam(dist: string): string[] {
  const files = fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') || f.endsWith('.html'));
  return files.filter((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes(seamMarker));
}

export interface ThemeBenchResult {
  week: BenchWeek;
  run: ThemeSwitchRun;
}

/** Serves the given variants over one seeded database and measures each target in one browser run. */
export async function runThemeBench(options: {
  variants: ThemeVariant[];
  ports: number[];
  switches?: number;
  warmup?: number;
}): Promise<ThemeBenchResult> {
  const servers = await startBenchServers(options.variants.map(distFor), options.ports);
  try {
    const targets: BenchTarget[] = options.variants.map((variant, i) => ({ url: servers.urls[i]!, expect: variant }));
    const run = await measureThemeSwitch(targets, servers.week, {
      tenant: benchTenant,
      switches: options.switches,
      warmup: options.warmup,
    });
    if (new Set(run.events).size !== 1) {
      throw new Error(`the variants show different pages: ${run.events.join(' vs ')} calendar events`);
    }
    return { week: servers.week, run };
  } finally {
    await servers.close();
  }
}

const fmt = (n: number) => n.toFixed(2);

/** Two distinct ports the OS says are free (it may hand out a just-released one twice). */
async function twoFreePorts(): Promise<number[]> {
  const first = await freePort();
  for (let i = 0; i < 5; i += 1) {
    const second = await freePort();
    if (second !== first) return [first, second];
  }
  throw new Error('the OS gave the same free port five times');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const reuse = args.includes('--no-build');
  const switchesArg = args.indexOf('--switches');
  const switches = switchesArg >= 0 ? Number(args[switchesArg + 1]) : 20;
  const cssDist = buildVariant('css', reuse);
  buildVariant('provider', reuse);
  const seamFiles = filesWithSeam(cssDist);
  // THEME_BENCH_PORTS pins them; otherwise ports the OS picks, so two checkouts benching at once never collide.
  const ports = process.env.THEME_BENCH_PORTS
    ? process.env.THEME_BENCH_PORTS.split(',').map(Number)
    : await twoFreePorts();
  const { week, run } = await runThemeBench({ variants: ['css', 'provider'], ports, switches });
  const [css, provider] = run.samples as [ThemeSwitchRun['samples'][number], ThemeSwitchRun['samples'][number]];
  console.log(
    `clinic schedule, unit ${week.unitId}, week of ${week.monday}: ${week.appointments} appointments, ${run.events[0]} calendar events; ${switches} switches per variant after warm-up`,
  );
  for (const [k, [name, samples]] of (
    [
      ['CSS variables', css],
      ['ThemeProvider', provider],
    ] as const
  ).entries()) {
    console.log(
      `  ${name}: median main-thread ${fmt(median(samples.map((s) => s.taskMs)))} ms, of which style ${fmt(median(samples.map((s) => s.styleMs)))} ms, layout ${fmt(median(samples.map((s) => s.layoutMs)))} ms; first (cold) switch ${fmt(run.first[k]!.taskMs)} ms`,
    );
  }
  console.log(
    `  full restyle (yardstick): median main-thread ${fmt(median(run.restyle.map((s) => s.taskMs)))} ms, of which style ${fmt(median(run.restyle.map((s) => s.styleMs)))} ms`,
  );
  const figures = themeSwitchFigures({
    css: css.map((s) => s.taskMs),
    provider: provider.map((s) => s.taskMs),
    floor: run.floor.map((s) => s.taskMs),
    restyle: run.restyle.map((s) => s.taskMs),
    seamFilesInNormalBundle: seamFiles.length,
  });
  reportFigures(figures);
  if (!gatesHold(figures)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
