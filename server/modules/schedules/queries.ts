import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentRequests,
  appointmentUnits,
  scheduleDays,
  scheduleSessions,
  scheduleSlots,
  slotBookings,
} from '../../db/schema/domain';
import { requestReferenced, slotsStartingBetween } from '../appointments';

/** A provider's units of one kind (doctor or screening), by resource name then unit. */
export function providerUnitsOfKind(db: Db, tenantId: string, providerId: string, kind: 'doctor' | 'screening') {
  return db
    .select()
    .from(appointmentUnits)
    .where(
      and(
        eq(appointmentUnits.tenantId, tenantId),
        eq(appointmentUnits.providerId, providerId),
        eq(appointmentUnits.kind, kind),
      ),
    )
    .orderBy(asc(appointmentUnits.resourceName), asc(appointmentUnits.unitId));
}

/** The units' schedule days from a local date on. */
export function daysFrom(db: Db, unitIds: number[], fromDate: string) {
  return db
    .select()
    .from(scheduleDays)
    .where(and(inArray(scheduleDays.unitId, unitIds), gte(scheduleDays.localDate, fromDate)));
}

/** The units' slot fill from an instant on, with the day each belongs to. */
export function slotFillFrom(db: Db, unitIds: number[], from: Date) {
  return db
    .select({
      dayId: scheduleSessions.dayId,
      bookedCount: scheduleSlots.bookedCount,
      capacity: scheduleSlots.capacity,
    })
    .from(scheduleSlots)
    .innerJoin(scheduleSessions, eq(scheduleSessions.id, scheduleSlots.sessionId))
    .where(and(inArray(scheduleSlots.unitId, unitIds), gte(scheduleSlots.start, from)));
}

/** A unit's sessions and slots starting between two instants, in start order. */
export function sessionsAndSlotsBetween(db: Db, unitId: number, from: Date, to: Date) {
  return Promise.all([
    db
      .select()
      .from(scheduleSessions)
      .where(
        and(eq(scheduleSessions.unitId, unitId), gte(scheduleSessions.start, from), lt(scheduleSessions.start, to)),
      )
      .orderBy(asc(scheduleSessions.start)),
    slotsStartingBetween(db, unitId, from, to),
  ]);
}

/** The slots of a unit between two instants that a request (by reference) holds a place in (not a waiting-list entry). */
export async function slotsHeldBy(
  db: Db,
  who: { tenantId: string; unitId: number; referenceNo: string },
  from: Date,
  to: Date,
): Promise<Set<string>> {
  const rows = await db
    .select({ slotId: slotBookings.slotId })
    .from(slotBookings)
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, slotBookings.requestId))
    .where(
      and(
        requestReferenced(who.tenantId, who.referenceNo),
        eq(appointmentRequests.unitId, who.unitId),
        eq(slotBookings.unitId, who.unitId),
        eq(slotBookings.isWaitingList, false),
        gte(slotBookings.slotStartAt, from),
        lt(slotBookings.slotStartAt, to),
      ),
    );
  return new Set(rows.map((r) => r.slotId));
}
