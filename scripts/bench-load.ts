/**
 * Load and race bench (issue 8 item 4): `npm run bench:load`.
 *
 * For PostgreSQL and then PGlite: a fresh seeded database with the load
 * fixtures, the real reference server on a free loopback port, a pool of
 * signed-in staff, then open-loop loads of worklist reads and bookings, then
 * 100 concurrent bookings of one free slot, then the database is audited.
 * Loopback only; every loop is bounded.
 *
 * The loads (issue 15: the same answer on any machine of this kind):
 * - PostgreSQL only: the capacity ramp (load-capacity.ts), short steps of the
 *   mix at rising rates until p95 passes 100 ms, then the gated run at half
 *   the highest rate that held (p95 ≤ 100 ms, no errors);
 * - the XSRF call alone at the same rate: server CPU per request of the
 *   cheapest call, which the mix's CPU per request is reported against;
 * - the fixed 200 requests/s of issue 8, reported, not gated.
 *
 * Knobs for a quick look: BENCH_LOAD_RATE (fixed rate, 200), BENCH_LOAD_SECONDS
 * (its duration, 20), BENCH_LOAD_GATED_SECONDS (20), BENCH_LOAD_DBS=postgres,pglite,
 * BENCH_LOAD_HISTORY.
 */
import { pathToFileURL } from 'node:url';
// eslint-disable-next-line no-restricted-imports -- seed/index.ts is the seed module itself, not a barrel
import { seed } from '../server/db/seed/index';
import { loadTenants } from '../server/tenants';
import { gatesHold, reportFigures, type BenchFigure } from './lib/bench-figures';
import { addLoadFixtures, auditSlots, type LoadFixtures, type LoadSizes, type SlotAudit } from './lib/load-fixtures';
import {
  defaultMix,
  loadTenantIds,
  runMixedLoad,
  runRace,
  runTrivialLoad,
  settle,
  signIn,
  type MixedLoadOptions,
  type PortalSessions,
  type RaceResult,
} from './lib/load-portal';
import {
  capacityOf,
  defaultRamp,
  gatedRateFor,
  nextRampRate,
  p95GoalMs,
  type RampOptions,
  type RampStep,
} from './lib/load-capacity';
import type { LoadSummary } from './lib/load-runner';
import {
  cpuMeter,
  createBenchDatabase,
  freePort,
  startPortalServer,
  type DbKind,
  type RunningServer,
} from './lib/load-server';

export { p95GoalMs };

/** CPU used during a load per request sent, ms: the server process, and PostgreSQL's backends. */
export interface CpuPerRequest {
  serverMsPerRequest: number;
  databaseMsPerRequest: number;
}

/** The PostgreSQL gate's part of a run: the ramp, and the mix at half the capacity it found. */
export interface CalibratedRun {
  steps: RampStep[];
  capacity: number;
  rate: number;
  seconds: number;
  load: LoadSummary;
  cpu: CpuPerRequest;
}

export interface DbRun {
  kind: DbKind;
  /** The fixed-rate load of issue 8 (reported): what was asked for, rate × duration. */
  planned: { rate: number; seconds: number };
  load: LoadSummary;
  race: RaceResult;
  audit: SlotAudit;
  cpu: CpuPerRequest;
  /** The capacity ramp and gated run (PostgreSQL). */
  calibrated?: CalibratedRun;
  /** Server CPU per request of the XSRF call alone, ms: the yardstick for the CPU ratios. */
  trivialServerMsPerRequest?: number;
}

const label: Record<DbKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
const ratio = (a: number, b: number | undefined) => (b && b > 0 ? a / b : Number.NaN);

/**
 * The goals, as a pure function of what was measured. On PostgreSQL the mix at
 * half the capacity measured in the same run must keep p95 ≤ 100 ms with no
 * errors (gated); the fixed 200 requests/s run is reported beside it, as are
 * PGlite's load figures (PGlite runs in the server's own thread, ~6 ms of CPU
 * per request, so 200/s saturates one core of a 2-core runner). CPU per
 * request is reported as a ratio to the XSRF call's. On both databases exactly
 * one of the racing bookings wins, the rest are refused as "slot taken", the
 * database holds one booking for the slot, and no slot count is out of step.
 */
export function loadFigures(runs: DbRun[]): BenchFigure[] {
  const figures: BenchFigure[] = [];
  const add = (figure: string, value: number, unit: string, goal: string, pass: boolean, gate: boolean) =>
    figures.push({ bench: 'load', figure, value, unit, goal, pass, gate });
  for (const r of runs) {
    const db = label[r.kind];
    const { load, race, audit, calibrated: c } = r;
    const trivial = r.trivialServerMsPerRequest;
    if (c) {
      add(
        `${db} capacity (p95 ≤ ${p95GoalMs} ms, ${c.steps.map((s) => s.rate).join('/')} req/s tried)`,
        c.capacity,
        'req/s',
        'reported',
        c.capacity > 0,
        false,
      );
      add(`${db} gated rate (half the capacity)`, c.rate, 'req/s', 'reported', true, false);
      add(`${db} p95 at the gated rate`, c.load.p95, 'ms', `≤ ${p95GoalMs} ms`, c.load.p95 <= p95GoalMs, true);
      add(`${db} errors at the gated rate`, c.load.errors, '', '= 0', c.load.errors === 0, true);
      add(`${db} p50 / p99 at the gated rate`, c.load.p50, 'ms', `p99 ${c.load.p99.toFixed(1)} ms`, true, false);
      add(
        `${db} server CPU per request ÷ XSRF call's`,
        ratio(c.cpu.serverMsPerRequest, trivial),
        '×',
        `${c.cpu.serverMsPerRequest.toFixed(2)} ms ÷ ${trivial?.toFixed(2)} ms`,
        true,
        false,
      );
      if (r.kind === 'postgres') {
        add(
          `${db} database CPU per request ÷ XSRF call's server CPU`,
          ratio(c.cpu.databaseMsPerRequest, trivial),
          '×',
          `${c.cpu.databaseMsPerRequest.toFixed(2)} ms ÷ ${trivial?.toFixed(2)} ms`,
          true,
          false,
        );
      }
    }
    const planned = r.planned.rate * r.planned.seconds;
    const at = `at ${r.planned.rate}/s`;
    add(`${db} requests sent ${at}`, load.sent, 'req', `${planned} planned`, load.sent === planned, false);
    add(
      `${db} achieved rate ${at}`,
      load.achievedRate,
      'req/s',
      `≈ ${r.planned.rate}/s`,
      load.achievedRate >= r.planned.rate * 0.95,
      false,
    );
    add(`${db} p50 ${at}`, load.p50, 'ms', 'reported', true, false);
    add(`${db} p95 ${at}`, load.p95, 'ms', `≤ ${p95GoalMs} ms`, load.p95 <= p95GoalMs, false);
    add(`${db} p99 ${at}`, load.p99, 'ms', 'reported', true, false);
    add(`${db} max ${at}`, load.max, 'ms', 'reported', true, false);
    add(`${db} errors ${at}`, load.errors, '', '= 0', load.errors === 0, false);
    add(`${db} server CPU per request ${at}`, r.cpu.serverMsPerRequest, 'ms', 'reported', true, false);
    if (r.kind === 'postgres') {
      add(`${db} database CPU per request ${at}`, r.cpu.databaseMsPerRequest, 'ms', 'reported', true, false);
    }
    if (!c && trivial) {
      add(
        `${db} server CPU per request ${at} ÷ XSRF call's`,
        ratio(r.cpu.serverMsPerRequest, trivial),
        '×',
        `÷ ${trivial.toFixed(2)} ms`,
        true,
        false,
      );
    }
    add(`${db} race: successes of ${race.attempts}`, race.successes, '', '= 1', race.successes === 1, true);
    // Who wins is gated on both databases; that every loser is answered in time is gated on
    // PostgreSQL only: PGlite's one connection queues 100 bookings behind an overload backlog.
    add(
      `${db} race: "slot taken" refusals`,
      race.refusals,
      '',
      `= ${race.attempts - 1}`,
      race.refusals === race.attempts - 1,
      r.kind === 'postgres',
    );
    add(
      `${db} race: bookings held for the slot`,
      audit.raceBookings,
      '',
      '= 1',
      audit.raceBookings === 1 && audit.raceBookedCount === 1,
      true,
    );
    add(`${db} slots out of step after load`, audit.inconsistentSlots, '', '= 0', audit.inconsistentSlots === 0, true);
  }
  return figures;
}

export interface BenchOptions {
  /** The fixed-rate load (reported). */
  mix: MixedLoadOptions;
  sizes: LoadSizes;
  ramp: RampOptions;
  /** Duration of the gated run at half the capacity. */
  gatedSeconds: number;
  /** Duration of the XSRF-only load. */
  trivialSeconds: number;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs one load while metering the server's and the database's CPU; settles the server afterwards. */
async function metered(
  server: RunningServer,
  database: string | undefined,
  sessions: PortalSessions,
  run: () => Promise<LoadSummary>,
): Promise<{ load: LoadSummary; cpu: CpuPerRequest }> {
  const used = cpuMeter(server.pid, database);
  const load = await run();
  const { serverMs, databaseMs } = used();
  // Per request sent: the server works on a request even after its sender gave up.
  const cpu = { serverMsPerRequest: serverMs / load.sent, databaseMsPerRequest: databaseMs / load.sent };
  // An overloaded server is still answering requests whose senders gave up; what follows must not queue behind them.
  const waited = await settle(sessions, 120_000);
  if (waited > 1_000) console.log(`load: the server took ${(waited / 1000).toFixed(1)} s to settle`);
  return { load, cpu };
}

/** Steps the mix up to the capacity, then runs it at half that for the gate. */
async function calibratedRun(
  server: RunningServer,
  database: string | undefined,
  sessions: PortalSessions,
  fixtures: LoadFixtures,
  options: BenchOptions,
): Promise<CalibratedRun> {
  const steps: RampStep[] = [];
  for (let rate = nextRampRate(steps, options.ramp); rate !== null; rate = nextRampRate(steps, options.ramp)) {
    const load = await runMixedLoad(sessions, fixtures, {
      ...options.mix,
      rate,
      durationMs: options.ramp.stepSeconds * 1000,
    });
    steps.push({ rate, load });
    console.log(`load: ramp ${rate} req/s: p95 ${load.p95.toFixed(1)} ms, ${load.errors} errors`);
    await settle(sessions);
  }
  const capacity = capacityOf(steps);
  const rate = gatedRateFor(capacity, options.ramp);
  const { load, cpu } = await metered(server, database, sessions, () =>
    runMixedLoad(sessions, fixtures, { ...options.mix, rate, durationMs: options.gatedSeconds * 1000 }),
  );
  return { steps, capacity, rate, seconds: options.gatedSeconds, load, cpu };
}

/** One database from creation to audit; the server and database are gone afterwards. */
export async function benchDatabase(kind: DbKind, options: BenchOptions): Promise<DbRun> {
  const t0 = performance.now();
  const db = await createBenchDatabase(kind);
  try {
    const now = new Date();
    const handle = await db.open();
    let fixtures;
    try {
      await handle.migrate();
      await seed(handle.db, loadTenants().all, now);
      fixtures = await addLoadFixtures(handle.db, loadTenantIds, options.sizes, now);
    } finally {
      await handle.close();
    }
    console.log(`load: ${label[kind]} seeded with fixtures in ${seconds(t0)} s`);
    const server = await startPortalServer(db, await freePort([4641, 4642, 4643, 4644, 4645]));
    let load: LoadSummary;
    let race: RaceResult;
    let cpu: CpuPerRequest;
    let calibrated: CalibratedRun | undefined;
    let trivialServerMsPerRequest: number;
    try {
      const sessions = await signIn(server.baseUrl);
      console.log(
        `load: ${label[kind]} server up, ${sessions.readers.length + sessions.bookers.size} sessions, at ${seconds(t0)} s`,
      );
      if (kind === 'postgres') {
        calibrated = await calibratedRun(server, db.name, sessions, fixtures, options);
        console.log(
          `load: ${label[kind]} capacity ${calibrated.capacity} req/s; gated run at ${calibrated.rate} req/s: p95 ${calibrated.load.p95.toFixed(1)} ms, ${calibrated.load.errors} errors, at ${seconds(t0)} s`,
        );
      }
      const trivialRate = calibrated?.rate ?? Math.round(options.mix.rate / 2);
      const trivial = await metered(server, db.name, sessions, () =>
        runTrivialLoad(sessions, trivialRate, options.trivialSeconds * 1000),
      );
      trivialServerMsPerRequest = trivial.cpu.serverMsPerRequest;
      ({ load, cpu } = await metered(server, db.name, sessions, () => runMixedLoad(sessions, fixtures, options.mix)));
      race = await runRace(sessions, fixtures);
      if (race.others > 0) {
        console.log(
          `load: ${label[kind]} race answers other than 200 or "slot taken": ${JSON.stringify(race.otherStatuses)}`,
        );
      }
      if (load.errors > 0 || race.others > 0) {
        console.log(`load: ${label[kind]} server output (tail):\n${server.output().slice(-2_000)}`);
      }
    } finally {
      await server.stop();
    }
    const after = await db.open();
    let audit: SlotAudit;
    try {
      audit = await auditSlots(after.db, fixtures);
    } finally {
      await after.close();
    }
    console.log(
      `load: ${label[kind]} done in ${seconds(t0)} s (${JSON.stringify(load.byKind)}, ${load.refused} refused)`,
    );
    const planned = { rate: options.mix.rate, seconds: options.mix.durationMs / 1000 };
    return { kind, planned, load, race, audit, cpu, trivialServerMsPerRequest, ...(calibrated ? { calibrated } : {}) };
  } finally {
    await db.dispose();
  }
}

async function main(): Promise<void> {
  const env = process.env;
  const options: BenchOptions = {
    mix: {
      ...defaultMix,
      rate: Number(env.BENCH_LOAD_RATE ?? defaultMix.rate),
      durationMs: Number(env.BENCH_LOAD_SECONDS ?? 20) * 1000,
    },
    sizes: { historyPerTenant: Number(env.BENCH_LOAD_HISTORY ?? 3_000), poolPerTenant: 30, raceSize: 100 },
    ramp: defaultRamp,
    gatedSeconds: Number(env.BENCH_LOAD_GATED_SECONDS ?? 20),
    trivialSeconds: 5,
  };
  const kinds = (env.BENCH_LOAD_DBS ?? 'postgres,pglite').split(',') as DbKind[];
  const runs: DbRun[] = [];
  for (const kind of kinds) runs.push(await benchDatabase(kind, options));
  const figures = loadFigures(runs);
  reportFigures(figures);
  process.exit(gatesHold(figures) ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
