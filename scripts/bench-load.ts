/**
 * Load and race bench (issue 8 item 4): `npm run bench:load`.
 *
 * For PostgreSQL and then PGlite: a fresh seeded database with the load
 * fixtures, the real reference server on a free loopback port, a pool of
 * signed-in staff, an open-loop mix of worklist reads and bookings
 * (200 requests/s for 30 s), then 100 concurrent bookings of one free slot,
 * then the database is audited. Loopback only; every loop is bounded.
 *
 * Knobs for a quick look (defaults are the gate's): BENCH_LOAD_RATE,
 * BENCH_LOAD_SECONDS, BENCH_LOAD_DBS=postgres,pglite, BENCH_LOAD_HISTORY.
 */
import { pathToFileURL } from 'node:url';
// eslint-disable-next-line no-restricted-imports -- seed/index.ts is the seed module itself, not a barrel
import { seed } from '../server/db/seed/index';
import { loadTenants } from '../server/tenants';
import { gatesHold, reportFigures, type BenchFigure } from './lib/bench-figures';
import { addLoadFixtures, auditSlots, type LoadSizes, type SlotAudit } from './lib/load-fixtures';
import { defaultMix, loadTenantIds, runMixedLoad, runRace, settle, signIn, type MixedLoadOptions, type RaceResult } from './lib/load-portal';
import type { LoadSummary } from './lib/load-runner';
import { cpuMeter, createBenchDatabase, freePort, startPortalServer, type DbKind } from './lib/load-server';

export interface DbRun {
  kind: DbKind;
  /** What was asked for: rate × duration. */
  planned: { rate: number; seconds: number };
  load: LoadSummary;
  race: RaceResult;
  audit: SlotAudit;
  /** CPU used during the load per request sent, ms: the server process, and PostgreSQL's backends. */
  cpu: { serverMsPerRequest: number; databaseMsPerRequest: number };
}

export const p95GoalMs = 100;
const label: Record<DbKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/**
 * The goals, as a pure function of what was measured: on PostgreSQL p95 ≤ 100 ms
 * and no errors; on PGlite the load figures are reported (the issue asks for
 * them, not a gate: PGlite runs in the server's own thread, ~6 ms of CPU per
 * request, so 200/s saturates one core of a 2-core runner); on both exactly one of the
 * racing bookings wins, the rest are refused as "slot taken", the database
 * holds one booking for the slot, and no slot count is out of step.
 */
export function loadFigures(runs: DbRun[]): BenchFigure[] {
  const figures: BenchFigure[] = [];
  const add = (figure: string, value: number, unit: string, goal: string, pass: boolean, gate: boolean) => figures.push({ bench: 'load', figure, value, unit, goal, pass, gate });
  for (const r of runs) {
    const db = label[r.kind];
    const { load, race, audit } = r;
    const planned = r.planned.rate * r.planned.seconds;
    add(`${db} requests sent`, load.sent, 'req', `${planned} planned`, load.sent === planned, false);
    add(`${db} achieved rate`, load.achievedRate, 'req/s', `≈ ${r.planned.rate}/s`, load.achievedRate >= r.planned.rate * 0.95, false);
    add(`${db} p50`, load.p50, 'ms', 'reported', true, false);
    add(`${db} p95`, load.p95, 'ms', `≤ ${p95GoalMs} ms`, load.p95 <= p95GoalMs, r.kind === 'postgres');
    add(`${db} p99`, load.p99, 'ms', 'reported', true, false);
    add(`${db} max`, load.max, 'ms', 'reported', true, false);
    add(`${db} server CPU per request`, r.cpu.serverMsPerRequest, 'ms', 'reported', true, false);
    if (r.kind === 'postgres') add(`${db} database CPU per request`, r.cpu.databaseMsPerRequest, 'ms', 'reported', true, false);
    add(`${db} errors`, load.errors, '', '= 0', load.errors === 0, r.kind === 'postgres');
    add(`${db} race: successes of ${race.attempts}`, race.successes, '', '= 1', race.successes === 1, true);
    add(`${db} race: "slot taken" refusals`, race.refusals, '', `= ${race.attempts - 1}`, race.refusals === race.attempts - 1, true);
    add(`${db} race: bookings held for the slot`, audit.raceBookings, '', '= 1', audit.raceBookings === 1 && audit.raceBookedCount === 1, true);
    add(`${db} slots out of step after load`, audit.inconsistentSlots, '', '= 0', audit.inconsistentSlots === 0, true);
  }
  return figures;
}

export interface BenchOptions {
  mix: MixedLoadOptions;
  sizes: LoadSizes;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

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
    let cpu: DbRun['cpu'];
    try {
      const sessions = await signIn(server.baseUrl);
      console.log(`load: ${label[kind]} server up, ${sessions.readers.length + sessions.bookers.size} sessions, at ${seconds(t0)} s`);
      const used = cpuMeter(server.pid, db.name);
      load = await runMixedLoad(sessions, fixtures, options.mix);
      const { serverMs, databaseMs } = used();
      // Per request sent: the server works on a request even after its sender gave up.
      cpu = { serverMsPerRequest: serverMs / load.sent, databaseMsPerRequest: databaseMs / load.sent };
      const waited = await settle(sessions);
      if (waited > 1_000) console.log(`load: ${label[kind]} server took ${(waited / 1000).toFixed(1)} s to settle before the race`);
      race = await runRace(sessions, fixtures);
      if (load.errors > 0 || race.others > 0) console.log(`load: ${label[kind]} server output (tail):\n${server.output().slice(-2_000)}`);
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
    console.log(`load: ${label[kind]} done in ${seconds(t0)} s (${JSON.stringify(load.byKind)}, ${load.refused} refused)`);
    return { kind, planned: { rate: options.mix.rate, seconds: options.mix.durationMs / 1000 }, load, race, audit, cpu };
  } finally {
    await db.dispose();
  }
}

async function main(): Promise<void> {
  const env = process.env;
  const options: BenchOptions = {
    mix: { ...defaultMix, rate: Number(env.BENCH_LOAD_RATE ?? defaultMix.rate), durationMs: Number(env.BENCH_LOAD_SECONDS ?? defaultMix.durationMs / 1000) * 1000 },
    sizes: { historyPerTenant: Number(env.BENCH_LOAD_HISTORY ?? 3_000), poolPerTenant: 30, raceSize: 100 },
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
