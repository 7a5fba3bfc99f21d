import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatesHold } from './lib/bench-figures';
import { capacityOf, gatedRateFor, nextRampRate, type RampStep } from './lib/load-capacity';
import { percentile, runOpenLoop, summarise, type LoadSummary } from './lib/load-runner';
import { loadFigures, loadOptions, type DbRun } from './bench-load';

// The gate of the load bench, broken on purpose: a throwaway loopback server
// that answers after an injected delay stands in for a slow database.
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const delay = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('delay') ?? 0);
    setTimeout(() => res.end('{}'), delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const shortLoad = async (delayMs: number): Promise<LoadSummary> =>
  summarise(
    await runOpenLoop({
      rate: 50,
      durationMs: 2_000,
      send: async () => {
        const res = await fetch(`${base}/?delay=${delayMs}`, { signal: AbortSignal.timeout(5_000) });
        await res.text();
        return { kind: 'read', outcome: res.ok ? 'ok' : 'error', status: res.status };
      },
    }),
  );

const quiet: LoadSummary = {
  sent: 100,
  achievedRate: 50,
  p50: 5,
  p95: 9,
  p99: 12,
  max: 20,
  errors: 0,
  refused: 0,
  byKind: {},
};

/** A run whose figures all pass; `gated` is the load at half the capacity (metered). */
const healthy = (kind: DbRun['kind'], gated: LoadSummary = quiet): DbRun => ({
  kind,
  planned: { rate: 200, seconds: 20 },
  load: quiet,
  race: { attempts: 100, successes: 1, refusals: 99, others: 0 },
  audit: { raceBookings: 1, raceBookedCount: 1, inconsistentSlots: 0 },
  cpu: { serverMsPerRequest: 1, databaseMsPerRequest: 1 },
  trivialServerMsPerRequest: 0.75,
  calibrated: {
    steps: [{ rate: 25, load: quiet }],
    capacity: 100,
    rate: 50,
    seconds: 2,
    load: gated,
    cpu: { serverMsPerRequest: 1.5, databaseMsPerRequest: 0.5 },
  },
  reference: { steps: [{ rate: 400, load: quiet }], capacity: 400 },
});

const failing = (run: DbRun) =>
  loadFigures([run])
    .filter((f) => f.gate && !f.pass)
    .map((f) => f.figure);

describe('load gate', () => {
  it('fails the capacity floor when the mix answers 150 ms late at the first step while the XSRF call holds', async () => {
    const slow = await shortLoad(150);
    expect(slow.sent).toBe(100);
    expect(slow.errors).toBe(0);
    // Open loop: the sender did not wait for the slow answers.
    expect(slow.achievedRate).toBeGreaterThan(40);
    expect(slow.p95).toBeGreaterThanOrEqual(150);
    const steps = [{ rate: 25, load: slow }];
    const run = healthy('postgres');
    const regressed = { ...run, calibrated: { ...run.calibrated!, steps, capacity: capacityOf(steps) } };
    expect(failing(regressed)).toEqual(["PostgreSQL capacity ÷ XSRF call's"]);
    expect(gatesHold(loadFigures([regressed]))).toBe(false);
  });

  it('passes when the same server answers at once', async () => {
    // A busy host (other jobs, this suite's own workers) only ever slows the
    // load down: the best of three short runs shows whether the gate can pass.
    let fast = await shortLoad(0);
    for (let tries = 1; tries < 3 && fast.p95 >= 100; tries += 1) {
      const again = await shortLoad(0);
      if (again.p95 < fast.p95) fast = again;
    }
    expect(fast.p95).toBeLessThan(100);
    const steps = [{ rate: 25, load: fast }];
    const run = healthy('postgres');
    const held = { ...run, calibrated: { ...run.calibrated!, steps, capacity: capacityOf(steps) } };
    expect(failing({ ...held, reference: { steps: [], capacity: 100 } })).toEqual([]);
  });

  it('fails a tenfold capacity cut however fast the host: the floor is a ratio to the XSRF call of the same run', () => {
    const run = healthy('postgres');
    const at = (capacity: number, reference: number): DbRun => ({
      ...run,
      calibrated: { ...run.calibrated!, capacity },
      reference: { steps: [], capacity: reference },
    });
    // A host half as fast halves both and keeps the verdict; a tenfold regression of the mix alone fails.
    expect(failing(at(100, 400))).toEqual([]);
    expect(failing(at(50, 200))).toEqual([]);
    expect(failing(at(10, 400))).toEqual(["PostgreSQL capacity ÷ XSRF call's"]);
    // No reference measured (nothing held): the gate fails rather than passing blind.
    expect(failing(at(100, 0))).toEqual(["PostgreSQL capacity ÷ XSRF call's"]);
    // PGlite's capacity is reported, never gated.
    expect(failing({ ...healthy('pglite'), calibrated: { ...run.calibrated!, capacity: 1 } })).toEqual([]);
  });

  it('reports, never gates, the fixed 200 requests/s run and p95 at half the capacity; errors at half the capacity fail', () => {
    const saturated = { ...healthy('postgres'), load: { ...quiet, p95: 10_000, errors: 3371 } };
    expect(failing(saturated)).toEqual([]);
    expect(loadFigures([saturated]).find((f) => f.figure === 'PostgreSQL p95 at 200/s')).toMatchObject({
      value: 10_000,
      pass: false,
      gate: false,
    });
    expect(failing(healthy('postgres', { ...quiet, p95: 150 }))).toEqual([]);
    expect(failing(healthy('postgres', { ...quiet, errors: 1 }))).toEqual(['PostgreSQL errors at half the capacity']);
  });

  it('gates server and database CPU per request at 2.5× the XSRF call measured in the same run', () => {
    const figures = loadFigures([healthy('postgres')]);
    expect(figures.find((f) => f.figure === "PostgreSQL server CPU per request ÷ XSRF call's")).toMatchObject({
      value: 2,
      gate: true,
      pass: true,
    });
    expect(
      figures.find((f) => f.figure === "PostgreSQL database CPU per request ÷ XSRF call's server CPU"),
    ).toMatchObject({ value: 2 / 3, gate: true, pass: true });
    const run = healthy('postgres');
    const costly = (serverMsPerRequest: number, databaseMsPerRequest: number): DbRun => ({
      ...run,
      calibrated: { ...run.calibrated!, cpu: { serverMsPerRequest, databaseMsPerRequest } },
    });
    expect(failing(costly(3.3, 0.5))).toEqual(["PostgreSQL server CPU per request ÷ XSRF call's"]);
    expect(failing(costly(1.5, 3.3))).toEqual(["PostgreSQL database CPU per request ÷ XSRF call's server CPU"]);
    // Without the yardstick the ratio is unknown, and an unknown ratio fails.
    expect(failing({ ...costly(1.5, 0.5), trivialServerMsPerRequest: 0 })).toEqual([
      "PostgreSQL server CPU per request ÷ XSRF call's",
      "PostgreSQL database CPU per request ÷ XSRF call's server CPU",
    ]);
  });

  it('fails when more than one racing booking wins, an answer is not a clear refusal, or the database holds two bookings', () => {
    const run = healthy('postgres');
    expect(failing({ ...run, race: { attempts: 100, successes: 2, refusals: 98, others: 0 } })).toEqual([
      'PostgreSQL race: successes of 100',
      'PostgreSQL race: "slot taken" refusals',
    ]);
    expect(failing({ ...run, race: { attempts: 100, successes: 1, refusals: 98, others: 1 } })).toEqual([
      'PostgreSQL race: "slot taken" refusals',
    ]);
    // An unanswered PGlite loser is reported, not gated; a second PGlite winner still fails.
    expect(failing({ ...healthy('pglite'), race: { attempts: 100, successes: 1, refusals: 98, others: 1 } })).toEqual(
      [],
    );
    expect(failing({ ...healthy('pglite'), race: { attempts: 100, successes: 2, refusals: 98, others: 0 } })).toEqual([
      'PGlite race: successes of 100',
    ]);
    expect(
      failing({ ...healthy('pglite'), audit: { raceBookings: 2, raceBookedCount: 2, inconsistentSlots: 1 } }),
    ).toEqual(['PGlite race: bookings held for the slot', 'PGlite slots out of step after load']);
    // PGlite's load figures are reported beside their goals, not gated.
    const pglite = loadFigures([{ ...healthy('pglite'), load: { ...quiet, errors: 3, p95: 9000 } }]);
    expect(pglite.filter((f) => f.gate && !f.pass)).toEqual([]);
    expect(pglite.find((f) => f.figure === 'PGlite errors at 200/s')).toMatchObject({
      value: 3,
      pass: false,
      gate: false,
    });
  });
});

/** Ramps against a pretend server that keeps p95 low up to `capacity` requests/s and queues above it. */
function ramp(capacity: number): RampStep[] {
  const steps: RampStep[] = [];
  for (let rate = nextRampRate(steps); rate !== null; rate = nextRampRate(steps)) {
    steps.push({
      rate,
      load: { ...quiet, p95: rate <= capacity ? 8 : 2_000, errors: rate <= capacity * 1.5 ? 0 : 40 },
    });
  }
  return steps;
}

describe('gated form (npm test)', () => {
  /** What a run of these options would hold: the fixed-rate load and the ramps only where they ran. */
  const runOf = (kind: DbRun['kind'], gated: boolean): DbRun => {
    const o = loadOptions({}, gated);
    const { load, cpu, calibrated, reference, trivialServerMsPerRequest, ...rest } = healthy(kind);
    return {
      ...rest,
      ...(o.fixedRate.includes(kind) ? { load, cpu } : {}),
      ...(o.calibrate.includes(kind) ? { calibrated, reference, trivialServerMsPerRequest } : {}),
    };
  };
  const gates = (gated: boolean) =>
    loadFigures([runOf('postgres', gated), runOf('pglite', gated)])
      .filter((f) => f.gate)
      .map((f) => f.figure);

  it('measures every gate of the full run, and leaves out only reported figures', () => {
    expect(gates(true)).toEqual(gates(false));
    expect(gates(true)).toContain("PostgreSQL capacity ÷ XSRF call's");
    expect(gates(true)).toContain('PGlite slots out of step after load');
    const reported = (gated: boolean) =>
      loadFigures([runOf('postgres', gated), runOf('pglite', gated)]).filter((f) => !f.gate).length;
    expect(reported(true)).toBeLessThan(reported(false));
  });

  it('still loads PGlite before its slot audit, and runs everything in full outside npm test', () => {
    expect(loadOptions({}, true).fixedRate).toContain('pglite');
    expect(loadOptions({}, false)).toMatchObject({
      calibrate: ['postgres', 'pglite'],
      fixedRate: ['postgres', 'pglite'],
      gatedSeconds: 20,
      mix: { durationMs: 20_000 },
    });
  });
});

describe('capacity ramp', () => {
  it('doubles until p95 passes 100 ms, then tries once halfway, and gates at half the highest rate that held', () => {
    const steps = ramp(300);
    expect(steps.map((s) => s.rate)).toEqual([25, 50, 100, 200, 400, 283]);
    expect(capacityOf(steps)).toBe(283);
    expect(gatedRateFor(capacityOf(steps))).toBe(142);
  });

  it('gives a host half as fast half the gated rate, so the gate asks the same question', () => {
    expect(gatedRateFor(capacityOf(ramp(150)))).toBe(71);
    expect(capacityOf(ramp(250))).toBe(200);
  });

  it('stops at the cap, halves down when even the first step fails, and gates at half the floor when nothing held', () => {
    expect(ramp(10_000).map((s) => s.rate)).toEqual([25, 50, 100, 200, 400, 800]);
    expect(ramp(10).map((s) => s.rate)).toEqual([25, 12, 6]);
    expect(gatedRateFor(capacityOf(ramp(10)))).toBe(3);
    expect(capacityOf(ramp(2))).toBe(0);
    expect(ramp(2).map((s) => s.rate)).toEqual([25, 12, 6, 3]);
    expect(gatedRateFor(0)).toBe(2);
  });
});

describe('percentiles', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99), percentile(sorted, 100)]).toEqual([
      50, 95, 99, 100,
    ]);
  });
});
