/**
 * The portal's mixed load and the booking race, against a running reference
 * server whose database holds the load fixtures.
 */
import { xsrfPath } from '../../src/lib/api/contract/platform';
import { bookPath } from '../../src/lib/api/contract/schedules/staff-booking';
import { staffWorklistPath } from '../../src/lib/api/contract/worklists';
import { loadTenants } from '../../server/tenants';
import type { LoadFixtures } from './load-fixtures';
import { runOpenLoop, summarise, type LoadSummary, type Outcome } from './load-runner';
import { PortalSession, type Answer } from './load-session';

/** Tenants with a password login (meridian-sg signs in through its external SSO). */
export const loadTenantIds = ['ava-sg', 'lumina-my', 'sehat-id', 'harbour-hk'];
/** Staff roles that poll their provider's worklist. */
const readerRoles = ['clinic', 'doctor', 'hospital', 'specialist'];

/** The refusal the booking endpoint gives when another booking got the slot first. */
const slotTaken = (a: Answer) => a.status === 409 && a.body.includes('just been booked');

export interface PortalSessions {
  readers: Array<{ session: PortalSession; roleId: string; userId: string }>;
  /** The clinic front desk of each tenant books. */
  bookers: Map<string, PortalSession>;
}

export async function signIn(baseUrl: string, tenantIds = loadTenantIds): Promise<PortalSessions> {
  const tenants = loadTenants();
  const readers: PortalSessions['readers'] = [];
  const bookers = new Map<string, PortalSession>();
  for (const tenantId of tenantIds) {
    const authorization = tenants.get(tenantId)!.api.authorization;
    for (const roleId of readerRoles) {
      const session = new PortalSession(baseUrl, tenantId, authorization);
      await session.login(`${roleId}@${tenantId}.demo`);
      readers.push({ session, roleId, userId: session.cookie('userId')! });
    }
    const booker = new PortalSession(baseUrl, tenantId, authorization);
    await booker.login(`clinic@${tenantId}.demo`);
    bookers.set(tenantId, booker);
  }
  return { readers, bookers };
}

export interface MixedLoadOptions {
  rate: number;
  durationMs: number;
  /** Every n-th request is a booking (5 → 20 %). */
  bookingEvery: number;
  /** Rows per worklist page, as the staff worklist asks. */
  pageSize: number;
}

export const defaultMix: MixedLoadOptions = { rate: 200, durationMs: 30_000, bookingEvery: 5, pageSize: 10 };

/**
 * Worklist reads (the first page clinic staff poll) and clinic bookings at
 * fixed intervals. Each pool request moves between its own two slots, so a
 * booking only meets "slot taken" if the same request is still in flight.
 */
export async function runMixedLoad(
  sessions: PortalSessions,
  fixtures: LoadFixtures,
  options: MixedLoadOptions = defaultMix,
): Promise<LoadSummary> {
  const moves = new Map<string, number>();
  let reads = 0;
  let bookings = 0;
  const classify = (
    kind: string,
    a: Answer,
    refusedToo: boolean,
  ): { kind: string; outcome: Outcome; status: number } => ({
    kind,
    status: a.status,
    outcome: a.status === 200 ? 'ok' : refusedToo && slotTaken(a) ? 'refused' : 'error',
  });
  const run = await runOpenLoop({
    rate: options.rate,
    durationMs: options.durationMs,
    send: async (i) => {
      if (i % options.bookingEvery === options.bookingEvery - 1) {
        const p = fixtures.pool[bookings % fixtures.pool.length]!;
        bookings += 1;
        const key = `${p.tenantId}/${p.referenceNo}`;
        const n = moves.get(key) ?? 0;
        moves.set(key, n + 1);
        const slot = p.slots[n % 2]!;
        const a = await sessions.bookers.get(p.tenantId)!.send('POST', bookPath(p.unitId, p.referenceNo), {
          assignedSlot: { slotStartAt: slot.start, slotEndAt: slot.end },
          isReschedule: n > 0,
        });
        return classify('booking', a, true);
      }
      const r = sessions.readers[reads % sessions.readers.length]!;
      reads += 1;
      const a = await r.session.send('POST', staffWorklistPath(r.session.tenantId, r.roleId, r.userId), {
        limit: options.pageSize,
        page: 1,
      });
      return classify('worklist', a, false);
    },
  });
  return summarise(run);
}

/**
 * The yardstick the mixed load's CPU is reported against: the cheapest call a
 * signed-in client makes (the XSRF token), sent open loop the same way, so CPU
 * per request can be read as a ratio that does not depend on the host's speed.
 */
export async function runTrivialLoad(sessions: PortalSessions, rate: number, durationMs: number): Promise<LoadSummary> {
  const run = await runOpenLoop({
    rate,
    durationMs,
    send: async (i) => {
      const a = await sessions.readers[i % sessions.readers.length]!.session.send('GET', xsrfPath);
      return { kind: 'xsrf', outcome: a.status === 200 ? 'ok' : 'error', status: a.status };
    },
  });
  return summarise(run);
}

export interface RaceResult {
  attempts: number;
  successes: number;
  /** Clear business refusals ("slot taken"). */
  refusals: number;
  /** Anything else: 5xx, network errors, unexpected 4xx. */
  others: number;
  /** How many of the others ended with each status (0: no answer within 30 s), for the log. */
  otherStatuses?: Record<number, number>;
}

/**
 * Waits (at most maxMs) until the server answers a worklist read quickly again:
 * after an overload it is still working through requests whose senders gave up,
 * and a race started then would time out instead of being decided. The probe
 * reads the database: a call that does not (the XSRF token) answers at once
 * while the database's queue is still full.
 */
export async function settle(sessions: PortalSessions, maxMs = 60_000, quickMs = 300): Promise<number> {
  const start = performance.now();
  const reader = sessions.readers[0]!;
  const probe = reader.session;
  while (performance.now() - start < maxMs) {
    const t = performance.now();
    const ok = await probe
      .send('POST', staffWorklistPath(probe.tenantId, reader.roleId, reader.userId), { limit: 10, page: 1 }, 5_000)
      .then(
        (a) => a.status === 200,
        () => false,
      );
    if (ok && performance.now() - t < quickMs) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return performance.now() - start;
}

/** Every racing request asks for the same free slot at once. */
export async function runRace(sessions: PortalSessions, fixtures: LoadFixtures): Promise<RaceResult> {
  const { tenantId, unitId, slot, referenceNos } = fixtures.race;
  const booker = sessions.bookers.get(tenantId)!;
  const answers = await Promise.all(
    referenceNos.map((ref) =>
      booker
        // The gate is who wins, not how fast: on one slow core the 100 bookings queue for PGlite's one connection for over 30 s.
        .send(
          'POST',
          bookPath(unitId, ref),
          { assignedSlot: { slotStartAt: slot.start, slotEndAt: slot.end }, isReschedule: false },
          120_000,
        )
        .catch((): Answer => ({ status: 0, body: '' })),
    ),
  );
  const successes = answers.filter((a) => a.status === 200).length;
  const refusals = answers.filter(slotTaken).length;
  const otherStatuses: Record<number, number> = {};
  for (const a of answers) {
    if (a.status !== 200 && !slotTaken(a)) otherStatuses[a.status] = (otherStatuses[a.status] ?? 0) + 1;
  }
  return {
    attempts: answers.length,
    successes,
    refusals,
    others: answers.length - successes - refusals,
    otherStatuses,
  };
}
