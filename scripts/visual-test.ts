/**
 * Offline visual regression test: every story × tenant × theme is screenshot
 * in headless Chromium and compared with tests/visual/baselines by
 * Playwright's toHaveScreenshot (tests/visual/playwright.config.ts). This
 * wrapper builds Storybook, runs that suite and prints the closing line
 * `visual: N passed, M failed` that scripts/test-all.mjs counts.
 *
 *   npm run test:visual                 build Storybook, compare
 *   npm run test:visual -- --no-build   reuse storybook-static
 *   npm run test:visual -- --update     write changed and missing baselines, prune stale ones
 *   npm run test:visual -- --filter ui-button
 *   npm run test:visual -- --axe        also run axe (WCAG A/AA) on each story,
 *                                       default tenant, light and dark
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildJobs, readTenants, type StoryIndexEntry } from './lib/visual-jobs';

const root = path.resolve(import.meta.dirname, '..');
const sharedStaticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'tests/visual/baselines');
const config = 'tests/visual/playwright.config.ts';
const args = process.argv.slice(2);
const update = args.includes('--update');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? args[filterIndex + 1] : undefined;
const withAxe = args.includes('--axe');

/**
 * Builds into a folder of this run's own: storybook-static is shared with
 * `npm run build-storybook` and Chromatic, and a build running beside this
 * test would swap files under the browser.
 */
function buildStorybook(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-visual-storybook-'));
  const result = spawnSync('npx', ['storybook', 'build', '-o', outDir, '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) throw new Error('storybook build failed');
  return outDir;
}

/** The parts of Playwright's JSON report read here. */
interface JsonReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
  suites?: JsonSuite[];
}
interface JsonSuite {
  title: string;
  suites?: JsonSuite[];
  specs?: { title: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
}

/** "story tenant theme: first line of the error" for each failed test. */
function failedTests(suites: JsonSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const message = stripVTControlCharacters(t.results.at(-1)?.error?.message ?? '').split('\n')[0];
          return `${[...here, spec.title].join(' ')}: ${message}`;
        }),
    );
    return [...own, ...failedTests(suite.suites ?? [], here)];
  });
}

function run(): number {
  const started = Date.now();
  const reuse = args.includes('--no-build') && fs.existsSync(path.join(sharedStaticDir, 'index.json'));
  const staticDir = reuse ? sharedStaticDir : buildStorybook();
  const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryIndexEntry>;
  };
  const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ava-visual-report-')), 'report.json');
  let status: number | null;
  try {
    const result = spawnSync(
      'npx',
      ['playwright', 'test', '-c', config, '--reporter=dot,json', ...(update ? ['--update-snapshots'] : [])],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          VISUAL_STORYBOOK_DIR: staticDir,
          VISUAL_FILTER: filter ?? '',
          VISUAL_AXE: withAxe ? '1' : '',
          PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
        },
      },
    );
    status = result.status;
  } finally {
    if (!reuse) fs.rmSync(staticDir, { recursive: true, force: true });
  }

  let report: JsonReport = {};
  if (fs.existsSync(reportFile)) report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JsonReport;
  fs.rmSync(path.dirname(reportFile), { recursive: true, force: true });
  const stats = report.stats ?? { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  const failures = failedTests(report.suites ?? []);
  // Errors outside any test (set-up, a spec that fails to load) count too: a crash is never zero failures.
  for (const error of report.errors ?? []) {
    failures.push(stripVTControlCharacters(error.message ?? 'error outside tests').split('\n')[0]!);
  }
  if (status !== 0 && failures.length === 0) failures.push(`playwright exited with ${status}`);

  if (update && !filter && status === 0) {
    const expected = new Set(buildJobs(index.entries, readTenants(path.join(root, 'tenants'))).map((j) => j.name));
    for (const file of fs.readdirSync(baselineDir).filter((f) => f.endsWith('.png') && !expected.has(f))) {
      fs.rmSync(path.join(baselineDir, file));
      console.log(`removed stale baseline ${file}`);
    }
  }

  for (const failure of failures) console.error(`✗ ${failure}`);
  if (failures.length > 0) console.error('actual screenshots and diffs: test-results/visual/');
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const passed = stats.expected + stats.flaky;
  console.log(
    `${passed + stats.unexpected} screenshots in ${seconds}s${update ? ' (changed and missing baselines written)' : ''}`,
  );
  console.log(`visual: ${passed} passed, ${failures.length} failed`);
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = run();
