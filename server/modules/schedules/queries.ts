import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentUnits, scheduleDays, scheduleSessions, scheduleSlots } from '../../db/schema/domain';

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

/**
 * The units' schedule days from a local date on, each with whether a slot of
 * it has room. The database answers "has room" per day through
 * schedule_slots_session_open_idx and stops at the first open slot, instead of
 * sending every slot of every unit in the range (docs/decisions.md).
 */
export function daysWithRoomFrom(db: Db, unitIds: number[], fromDate: string) {
  const open = db
    .select({ one: sql`1` })
    .from(scheduleSessions)
    .innerJoin(scheduleSlots, eq(scheduleSlots.sessionId, scheduleSessions.id))
    .where(and(eq(scheduleSessions.dayId, scheduleDays.id), lt(scheduleSlots.bookedCount, scheduleSlots.capacity)));
  return db
    .select({
      id: scheduleDays.id,
      localDate: scheduleDays.localDate,
      start: scheduleDays.start,
      isClosed: scheduleDays.isClosed,
      hasRoom: sql<boolean>`exists ${open}`,
    })
    .from(scheduleDays)
    .where(and(inArray(scheduleDays.unitId, unitIds), gte(scheduleDays.localDate, fromDate)));
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
    db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.unitId, unitId), gte(scheduleSlots.start, from), lt(scheduleSlots.start, to)))
      .orderBy(asc(scheduleSlots.start)),
  ]);
}
