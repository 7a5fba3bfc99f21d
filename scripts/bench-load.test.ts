import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatesHold } from './lib/bench-figures';
import { percentile, runOpenLoop, summarise, type LoadSummary } from './lib/load-runner';
import { loadFigures, type DbRun } from './bench-load';

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

const healthy = (kind: DbRun['kind'], load: LoadSummary): DbRun => ({
  kind,
  planned: { rate: 50, seconds: 2 },
  load,
  race: { attempts: 100, successes: 1, refusals: 99, others: 0 },
  audit: { raceBookings: 1, raceBookedCount: 1, inconsistentSlots: 0 },
  cpu: { serverMsPerRequest: 1, databaseMsPerRequest: 1 },
});

const failing = (run: DbRun) => loadFigures([run]).filter((f) => f.gate && !f.pass).map((f) => f.figure);

describe('load gate', () => {
  it('fails the PostgreSQL p95 gate when the server answers 150 ms late, and sends on schedule regardless', async () => {
    const slow = await shortLoad(150);
    expect(slow.sent).toBe(100);
    expect(slow.errors).toBe(0);
    // Open loop: the sender did not wait for the slow answers.
    expect(slow.achievedRate).toBeGreaterThan(40);
    expect(slow.p95).toBeGreaterThanOrEqual(150);
    expect(failing(healthy('postgres', slow))).toEqual(['PostgreSQL p95']);
    expect(gatesHold(loadFigures([healthy('postgres', slow)]))).toBe(false);
    // On PGlite the same p95 is reported, not gated.
    expect(gatesHold(loadFigures([healthy('pglite', slow)]))).toBe(true);
  });

  it('passes when the same server answers at once', async () => {
    const fast = await shortLoad(0);
    expect(fast.p95).toBeLessThan(100);
    expect(gatesHold(loadFigures([healthy('postgres', fast)]))).toBe(true);
  });

  it('fails when more than one racing booking wins, an answer is not a clear refusal, or the database holds two bookings', () => {
    const load: LoadSummary = { sent: 100, achievedRate: 50, p50: 5, p95: 9, p99: 12, max: 20, errors: 0, refused: 0, byKind: {} };
    const run = healthy('postgres', load);
    expect(failing({ ...run, race: { attempts: 100, successes: 2, refusals: 98, others: 0 } })).toEqual(['PostgreSQL race: successes of 100', 'PostgreSQL race: "slot taken" refusals']);
    expect(failing({ ...run, race: { attempts: 100, successes: 1, refusals: 98, others: 1 } })).toEqual(['PostgreSQL race: "slot taken" refusals']);
    expect(failing({ ...run, kind: 'pglite', audit: { raceBookings: 2, raceBookedCount: 2, inconsistentSlots: 1 } })).toEqual(['PGlite race: bookings held for the slot', 'PGlite slots out of step after load']);
    expect(failing({ ...run, load: { ...load, errors: 1 } })).toEqual(['PostgreSQL errors']);
    // PGlite's load figures are reported beside their goals, not gated.
    const pglite = loadFigures([{ ...run, kind: 'pglite', load: { ...load, errors: 3, p95: 9000 } }]);
    expect(pglite.filter((f) => f.gate && !f.pass)).toEqual([]);
    expect(pglite.find((f) => f.figure === 'PGlite errors')).toMatchObject({ value: 3, pass: false, gate: false });
  });

  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99), percentile(sorted, 100)]).toEqual([50, 95, 99, 100]);
  });
});
