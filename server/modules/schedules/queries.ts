import { and, asc, eq, gte, inArray, lt, not, sql } from 'drizzle-orm';
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
 * The units' calendar from a local date on, one row per date: its start,
 * whether every unit is closed, and whether any open day of it has a slot
 * with room. The database answers "has room" per date and stops at the first
 * open slot (schedule_sessions_day_idx, schedule_slots_session_open_idx),
 * instead of sending every slot of every unit in the range (docs/decisions.md).
 */
export function calendarFrom(db: Db, unitIds: number[], fromDate: string) {
  const inRange = and(inArray(scheduleDays.unitId, unitIds), gte(scheduleDays.localDate, fromDate));
  const dates = db
    .select({
      localDate: scheduleDays.localDate,
      start: sql<Date>`min(${scheduleDays.start})`.mapWith(scheduleDays.start).as('start'),
      allClosed: sql<boolean>`bool_and(${scheduleDays.isClosed})`.as('all_closed'),
    })
    .from(scheduleDays)
    .where(inRange)
    .groupBy(scheduleDays.localDate)
    .as('dates');
  const open = db
    .select({ one: sql`1` })
    .from(scheduleDays)
    .innerJoin(scheduleSessions, eq(scheduleSessions.dayId, scheduleDays.id))
    .innerJoin(scheduleSlots, eq(scheduleSlots.sessionId, scheduleSessions.id))
    .where(
      and(
        inArray(scheduleDays.unitId, unitIds),
        eq(scheduleDays.localDate, dates.localDate),
        not(scheduleDays.isClosed),
        lt(scheduleSlots.bookedCount, scheduleSlots.capacity),
      ),
    );
  return db
    .select({
      localDate: dates.localDate,
      start: dates.start,
      allClosed: dates.allClosed,
      hasRoom: sql<boolean>`exists ${open}`,
    })
    .from(dates)
    .orderBy(asc(dates.localDate));
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
