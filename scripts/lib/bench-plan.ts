/**
 * Which benchmarks a run starts, and in which form (pure, tested in bench-plan.test.ts).
 *
 * `npm run bench` runs every benchmark in full: every gate and every reported figure, the table of
 * docs/quality.md. `npm test` runs `bench.ts --gated`: only the benchmarks that hold a gate, each in
 * its gated form (BENCH_GATED=1 in its environment), which measures every gate and leaves out what is
 * only reported (docs/decisions/0094-the-bench-phase-of-npm-test-gates-the-full.md).
 */

export interface BenchEntry {
  name: string;
  script: string;
  /** False for a benchmark whose figures are all reported, none gated: the gated run leaves it out. */
  gates: boolean;
  /** Arguments of its gated form (e.g. the database whose figures are gated). */
  gatedArgs?: string[];
}

/** Order matters only for noise: the CPU-sensitive ones run before the load test heats the machine. */
export const benches: BenchEntry[] = [
  { name: 'budgets', script: 'scripts/budgets.ts', gates: true },
  { name: 'theme switch', script: 'scripts/bench-theme-switch.ts', gates: true },
  // The main interactions' latency (Event Timing, as INP) at the calibrated CPU slowdown
  // (docs/decisions/0076-the-interactions-bench.md).
  { name: 'interactions', script: 'scripts/bench-interactions.ts', gates: true },
  { name: 'lighthouse', script: 'scripts/bench-lighthouse.ts', gates: true },
  // The growth bench at the small size: PostgreSQL gated, PGlite reported (full run only).
  { name: 'scale', script: 'scripts/bench-scale.ts', gates: true, gatedArgs: ['--db', 'postgres'] },
  { name: 'load', script: 'scripts/bench-load.ts', gates: true },
  // Reported, not gated: requests/s through nginx at p95 ≤ 100 ms on one and on two instances.
  // The two instances' correctness is npm test's own phase (tests/deploy), not this figure.
  { name: 'cluster', script: 'scripts/bench-cluster.ts', gates: false },
  // Reported, not gated: build seconds on a shared runner swing too far to fail a run on.
  { name: 'build', script: 'scripts/build-ratio.ts', gates: false },
];

/** The environment variable that tells a benchmark to run its gated form. */
export const gatedEnv = 'BENCH_GATED';

/** True when this process is a benchmark's gated form (started by `bench.ts --gated`). */
export const gatedForm = (env: NodeJS.ProcessEnv = process.env): boolean => env[gatedEnv] === '1';

export interface PlannedBench {
  name: string;
  script: string;
  args: string[];
  env: Record<string, string>;
}

export interface BenchPlan {
  gated: boolean;
  /** Write the table into docs/quality.md. */
  quality: boolean;
  runs: PlannedBench[];
}

const valueOf = (args: string[], flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};

/**
 * The run `bench.ts` makes of its arguments:
 *   --gated            the benchmarks with gates, each in its gated form (what npm test runs)
 *   --only a,b         some of them, by name or script name
 *   --quality          write the table into docs/quality.md (--readme, its old name, does the same);
 *                      refused with --gated, whose table lacks the reported figures
 */
export function planBenches(args: string[], list: BenchEntry[] = benches): BenchPlan {
  const gated = args.includes('--gated');
  const quality = args.includes('--quality') || args.includes('--readme');
  if (gated && quality) {
    throw new Error('--quality writes the full run’s table: run it without --gated');
  }
  const onlyArg = valueOf(args, '--only');
  const only = onlyArg === undefined ? null : new Set(onlyArg.split(',').map((s) => s.trim()));
  const unknown = [...(only ?? [])].filter((o) => !list.some((b) => b.name === o || scriptName(b) === o));
  if (unknown.length) throw new Error(`--only ${unknown.join(', ')}: no such benchmark`);
  const runs = list
    .filter((b) => !only || only.has(b.name) || only.has(scriptName(b)))
    .filter((b) => !gated || b.gates)
    .map((b) => ({
      name: b.name,
      script: b.script,
      args: gated ? (b.gatedArgs ?? []) : [],
      // Set either way, so a BENCH_GATED left in the caller's shell cannot shorten a full run.
      env: { [gatedEnv]: gated ? '1' : '' },
    }));
  return { gated, quality, runs };
}

const scriptName = (b: BenchEntry) => b.script.replace(/^.*\//, '').replace(/\.ts$/, '');
