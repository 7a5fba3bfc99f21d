/**
 * Data the load bench needs beyond the demo seed, written straight into the
 * freshly seeded database before the server starts (the server then finds it
 * non-empty and keeps it):
 * - a year of past requests per tenant, so the worklist reads a clinic-sized
 *   table instead of the seed's three dozen rows;
 * - a pool of open requests per tenant that offers reschedule (its manifest's
 *   features.reschedule: elsewhere the server refuses to move a booking), each
 *   owning two free slots of its unit to move between, so 30 s of bookings
 *   never run out of room;
 * - N requests in one unit that will all race for one free slot.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { appointmentRequests, scheduleSlots, slotBookings, worklistItems } from '../../server/db/schema/domain';
import type { Db } from '../../server/db/client';
import { loadTenants } from '../../server/tenants';

export interface LoadSizes {
  /** Past requests added per tenant (each with a provider worklist row). */
  historyPerTenant: number;
  /** Open requests per tenant that the load books back and forth. */
  poolPerTenant: number;
  /** Requests racing for the one slot. */
  raceSize: number;
}

export interface SlotRef {
  id: string;
  start: string;
  end: string;
}

export interface PoolRequest {
  tenantId: string;
  unitId: number;
  referenceNo: string;
  /** Two slots of its own unit that nobody else books; each booking moves to the other. */
  slots: [SlotRef, SlotRef];
}

export interface LoadFixtures {
  pool: PoolRequest[];
  race: { tenantId: string; unitId: number; slot: SlotRef; referenceNos: string[] };
}

type RequestRow = typeof appointmentRequests.$inferSelect;
const dayMs = 86_400_000;
const ref = (s: { id: string; start: Date; end: Date }): SlotRef => ({
  id: s.id,
  start: s.start.toISOString(),
  end: s.end.toISOString(),
});

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

function historyOf(tenantId: string, seeded: RequestRow[], n: number, now: Date): RequestRow[] {
  const closed = seeded.filter((r) => ['Attended', 'No Show', 'Cancel'].includes(r.status));
  return Array.from({ length: n }, (_, k) => {
    const from = closed[k % closed.length]!;
    // Spread over the past year, newest first, a few minutes apart on busy days.
    const created = new Date(now.getTime() - 2 * dayMs - Math.floor((k * 365 * dayMs) / n));
    return {
      ...from,
      id: `hist-${tenantId}-${k}`,
      referenceNo: `HIS${String(k).padStart(6, '0')}`,
      createdAt: created,
      updatedAt: created,
    };
  });
}

/** Adds the bench's data to a seeded database for the tenants the load signs in to. */
export async function addLoadFixtures(db: Db, tenantIds: string[], sizes: LoadSizes, now: Date): Promise<LoadFixtures> {
  const tenants = loadTenants();
  const pool: PoolRequest[] = [];
  let race: LoadFixtures['race'] | undefined;
  for (const tenantId of tenantIds) {
    const seeded = await db.select().from(appointmentRequests).where(eq(appointmentRequests.tenantId, tenantId));
    const template = seeded.find((r) => r.status === 'Pending Clinic Response' && r.requestType === 'OPD');
    if (!template) throw new Error(`${tenantId}: the seed has no pending OPD request to copy`);
    // Free one-person slots from tomorrow on, grouped by unit; the earliest ones are left alone.
    const free = await db
      .select()
      .from(scheduleSlots)
      .where(
        and(
          eq(scheduleSlots.tenantId, tenantId),
          eq(scheduleSlots.bookedCount, 0),
          eq(scheduleSlots.capacity, 1),
          gt(scheduleSlots.start, new Date(now.getTime() + dayMs)),
        ),
      )
      .orderBy(asc(scheduleSlots.start));
    const byUnit = new Map<number, typeof free>();
    for (const s of free) byUnit.set(s.unitId, [...(byUnit.get(s.unitId) ?? []), s]);
    const units = [...byUnit.keys()];
    if (units.length === 0) throw new Error(`${tenantId}: no free slots`);

    const clones: RequestRow[] = [];
    const clone = (id: string, referenceNo: string, unitId: number): RequestRow => ({
      ...template,
      id,
      referenceNo,
      unitId,
      status: 'Pending Clinic Response',
      assignedSlotId: null,
      assignedSlotStart: null,
      assignedSlotEnd: null,
      usedPreferredSlot: false,
      createdAt: new Date(now.getTime() - 3_600_000),
      updatedAt: new Date(now.getTime() - 3_600_000),
    });
    if (!race) {
      const unitId = units[0]!;
      const slot = byUnit.get(unitId)!.shift()!;
      const referenceNos = Array.from({ length: sizes.raceSize }, (_, k) => `RACE${String(k).padStart(5, '0')}`);
      referenceNos.forEach((r, k) => clones.push(clone(`race-${tenantId}-${k}`, r, unitId)));
      race = { tenantId, unitId, slot: ref(slot), referenceNos };
    }
    const poolSize = tenants.get(tenantId)?.features.reschedule ? sizes.poolPerTenant : 0;
    for (let k = 0; k < poolSize; k += 1) {
      // Round-robin over the units that still have two free slots.
      const open = units.filter((u) => byUnit.get(u)!.length >= 2);
      const unitId = open[k % Math.max(1, open.length)];
      if (unitId === undefined) {
        throw new Error(`${tenantId}: not enough free slots for a pool of ${sizes.poolPerTenant}`);
      }
      const slots = byUnit.get(unitId)!.splice(0, 2);
      const referenceNo = `LOAD${String(k).padStart(5, '0')}`;
      clones.push(clone(`load-${tenantId}-${k}`, referenceNo, unitId));
      pool.push({ tenantId, unitId, referenceNo, slots: [ref(slots[0]!), ref(slots[1]!)] });
    }
    const history = historyOf(tenantId, seeded, sizes.historyPerTenant, now);
    const rows = [...clones, ...history];
    await insertBatched(rows, (b) => db.insert(appointmentRequests).values(b));
    const visible = rows.filter((r) => !r.id.startsWith('race-'));
    await insertBatched(visible, (b) =>
      db.insert(worklistItems).values(
        b.map((r) => ({
          id: `${r.id}-provider`,
          tenantId,
          requestId: r.id,
          audience: 'provider' as const,
          providerId: r.providerId,
          userId: null,
          createdAt: r.createdAt,
        })),
      ),
    );
  }
  if (!race) throw new Error('no tenant to race in');
  if (pool.length === 0) {
    throw new Error(`none of ${tenantIds.join(', ')} offers reschedule: the load has no booking to move`);
  }
  return { pool, race };
}

export interface SlotAudit {
  /** Booking rows held for the raced slot, and its count. */
  raceBookings: number;
  raceBookedCount: number;
  /** Slots the load touched whose count is over capacity or differs from their booking rows. */
  inconsistentSlots: number;
}

/** Reads back what the bookings left in the database. */
export async function auditSlots(db: Db, fixtures: LoadFixtures): Promise<SlotAudit> {
  const raceRows = await db.select().from(slotBookings).where(eq(slotBookings.slotId, fixtures.race.slot.id));
  const [raceSlot] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.id, fixtures.race.slot.id));
  const ids = [...new Set(fixtures.pool.flatMap((p) => p.slots.map((s) => s.id)))];
  let inconsistentSlots = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const slots = await db.select().from(scheduleSlots).where(inArray(scheduleSlots.id, chunk));
    const held = await db
      .select({ slotId: slotBookings.slotId })
      .from(slotBookings)
      .where(inArray(slotBookings.slotId, chunk));
    const count = new Map<string, number>();
    for (const h of held) count.set(h.slotId, (count.get(h.slotId) ?? 0) + 1);
    inconsistentSlots += slots.filter(
      (s) => s.bookedCount > s.capacity || s.bookedCount !== (count.get(s.id) ?? 0),
    ).length;
  }
  return { raceBookings: raceRows.length, raceBookedCount: raceSlot?.bookedCount ?? -1, inconsistentSlots };
}
