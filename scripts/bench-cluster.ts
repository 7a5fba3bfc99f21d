/**
 * Cluster bench (issue "Deployable"): `npx tsx scripts/bench-cluster.ts`.
 *
 * The load bench's mixed load (worklist reads and bookings, open loop) sent
 * through nginx running deploy/nginx.conf, first to one server instance, then
 * to two, on one PostgreSQL database seeded with the load fixtures. For each,
 * the rate is stepped up until p95 passes 100 ms (or a request fails): the
 * figure is the highest rate that held. Both figures and their ratio are
 * reported, not gated: the goal is ≥ 1.8× on a machine with room to spare,
 * but here the instances, nginx, PostgreSQL and the load generator share the
 * same cores. Starts at BENCH_CLUSTER_START_RATE (halved while even that
 * fails); bounded: at most BENCH_CLUSTER_STEPS steps of
 * BENCH_CLUSTER_STEP_SECONDS per cluster size.
 */
import { pathToFileURL } from 'node:url';
// eslint-disable-next-line no-restricted-imports -- seed/index.ts is the seed module itself, not a barrel
import { seed } from '../server/db/seed/index';
import { loadTenants } from '../server/tenants';
import { reportFigures, type BenchFigure } from './lib/bench-figures';
import { startCluster } from './lib/cluster';
import { addLoadFixtures, type LoadFixtures } from './lib/load-fixtures';
import { defaultMix, loadTenantIds, runMixedLoad, settle, signIn } from './lib/load-portal';
import type { LoadSummary } from './lib/load-runner';
import { createBenchDatabase, type BenchDatabase } from './lib/load-server';

export const p95GoalMs = 100;
export const ratioGoal = 1.8;

export interface StepResult {
  rate: number;
  load: LoadSummary;
}

/** A step holds when its p95 is within the goal and nothing failed. */
export const holds = (s: StepResult): boolean => s.load.p95 <= p95GoalMs && s.load.errors === 0;

/** The highest rate that held before the first step that did not; 0 when the first already failed. */
export function sustainedRate(steps: StepResult[]): StepResult | null {
  let best: StepResult | null = null;
  for (const s of steps) {
    if (!holds(s)) break;
    best = s;
  }
  return best;
}

export function clusterFigures(runs: Array<{ instances: number; steps: StepResult[] }>): BenchFigure[] {
  const figures: BenchFigure[] = [];
  const add = (figure: string, value: number, unit: string, goal: string, pass: boolean) =>
    figures.push({ bench: 'cluster', figure, value, unit, goal, pass, gate: false });
  const rates = new Map<number, number>();
  for (const r of runs) {
    const name = r.instances === 1 ? '1 instance' : `${r.instances} instances`;
    const best = sustainedRate(r.steps);
    rates.set(r.instances, best?.rate ?? 0);
    add(`${name}: req/s at p95 ≤ ${p95GoalMs} ms`, best?.rate ?? 0, 'req/s', 'reported', best !== null);
    if (best) add(`${name}: p95 at that rate`, best.load.p95, 'ms', `≤ ${p95GoalMs} ms`, true);
    const broke = r.steps.find((s) => !holds(s));
    if (broke) add(`${name}: p95 at ${broke.rate} req/s (next step)`, broke.load.p95, 'ms', 'reported', true);
  }
  const one = rates.get(1) ?? 0;
  const two = rates.get(2) ?? 0;
  if (one > 0 && two > 0) {
    add('2 ÷ 1 instances (req/s at p95 ≤ 100 ms)', two / one, '×', `≥ ${ratioGoal}×`, two / one >= ratioGoal);
  }
  return figures;
}

const env = process.env;
const startRate = Number(env.BENCH_CLUSTER_START_RATE ?? 20);
const factor = Number(env.BENCH_CLUSTER_FACTOR ?? 1.5);
const maxSteps = Number(env.BENCH_CLUSTER_STEPS ?? 9);
const stepSeconds = Number(env.BENCH_CLUSTER_STEP_SECONDS ?? 7);

/** Steps the rate up on a cluster of `instances` until a step fails or the steps run out. */
async function stepUp(
  db: BenchDatabase,
  instances: number,
  slice: (step: number) => LoadFixtures,
): Promise<StepResult[]> {
  // Ports the OS picks: two checkouts benching at once never collide.
  const cluster = await startCluster(db, { instances, ports: [] });
  const steps: StepResult[] = [];
  try {
    const sessions = await signIn(cluster.baseUrl);
    let rate = startRate;
    for (let step = 0; step < maxSteps; step += 1) {
      await settle(sessions);
      const load = await runMixedLoad(sessions, slice(step), {
        ...defaultMix,
        rate: Math.round(rate),
        durationMs: stepSeconds * 1000,
      });
      const result = { rate: Math.round(rate), load };
      console.log(
        `cluster: ${instances} instance(s), ${result.rate} req/s: p95 ${load.p95.toFixed(1)} ms, ${load.errors} errors, ${load.refused} refused${load.errors ? ` ${JSON.stringify(load.byKind)}` : ''}`,
      );
      // A machine too busy for the start rate: halve it (down to 5/s) rather than report nothing.
      if (steps.length === 0 && !holds(result) && rate / 2 >= 5) {
        rate /= 2;
        continue;
      }
      steps.push(result);
      if (!holds(result)) break;
      rate *= factor;
    }
  } finally {
    await cluster.stop();
  }
  return steps;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const db = await createBenchDatabase('postgres');
  try {
    const now = new Date();
    const handle = await db.open();
    let fixtures: LoadFixtures;
    // Each step books its own share of the pool, so no step starts with requests the last one left booked.
    const slices = 2 * maxSteps;
    try {
      await handle.migrate();
      await seed(handle.db, loadTenants().all, now);
      fixtures = await addLoadFixtures(
        handle.db,
        loadTenantIds,
        { historyPerTenant: 3_000, poolPerTenant: 4 * slices, raceSize: 2 },
        now,
      );
    } finally {
      await handle.close();
    }
    console.log(`cluster: database seeded with the load fixtures in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const runs: Array<{ instances: number; steps: StepResult[] }> = [];
    for (const [k, instances] of [1, 2].entries()) {
      const slice = (step: number): LoadFixtures => ({
        ...fixtures,
        pool: fixtures.pool.filter((_, i) => i % slices === k * maxSteps + step),
      });
      runs.push({ instances, steps: await stepUp(db, instances, slice) });
    }
    reportFigures(clusterFigures(runs));
    console.log(`cluster: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await db.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
