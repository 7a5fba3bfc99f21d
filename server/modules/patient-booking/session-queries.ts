import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentRequests,
  appointmentUnits,
  doctors,
  facilities,
  preferredSlots,
  scheduleDays,
  scheduleSessions,
  scheduleSlots,
  screeningPackages,
} from '../../db/schema/domain';

export async function unitOfTenant(db: Db, tenantId: string, unitId: number) {
  const [unit] = await db
    .select()
    .from(appointmentUnits)
    .where(and(eq(appointmentUnits.unitId, unitId), eq(appointmentUnits.tenantId, tenantId)))
    .limit(1);
  return unit;
}

/** A unit's days (by date), its slots (by start) and which day each of its sessions is on. */
export async function calendarRowsOfUnit(db: Db, unitId: number) {
  const days = await db
    .select()
    .from(scheduleDays)
    .where(eq(scheduleDays.unitId, unitId))
    .orderBy(asc(scheduleDays.localDate));
  const slots = await db
    .select()
    .from(scheduleSlots)
    .where(eq(scheduleSlots.unitId, unitId))
    .orderBy(asc(scheduleSlots.start));
  const sessions = await db
    .select({ id: scheduleSessions.id, dayId: scheduleSessions.dayId })
    .from(scheduleSessions)
    .where(eq(scheduleSessions.unitId, unitId));
  return { days, slots, sessionDay: new Map(sessions.map((s) => [s.id, s.dayId])) };
}

/**
 * Moves the request from 'Incomplete' to 'Pending Clinic Response'; false when it was no longer Incomplete.
 * The update is also the request's row lock.
 */
export async function claimIncompleteRequest(tx: Db, requestId: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(appointmentRequests)
    .set({ status: 'Pending Clinic Response', updatedAt: now })
    .where(and(eq(appointmentRequests.id, requestId), eq(appointmentRequests.status, 'Incomplete')))
    .returning({ id: appointmentRequests.id });
  return claimed.length > 0;
}

/** The doctor, package, facility and preferred slots (priority order) a request's summary names. */
export async function summaryRowsOf(
  db: Db,
  request: { id: string; doctorId: string | null; packageId: string | null; facilityId: string },
) {
  const [doctor] = request.doctorId
    ? await db.select().from(doctors).where(eq(doctors.id, request.doctorId)).limit(1)
    : [];
  const [pkg] = request.packageId
    ? await db.select().from(screeningPackages).where(eq(screeningPackages.id, request.packageId)).limit(1)
    : [];
  const [facility] = await db.select().from(facilities).where(eq(facilities.id, request.facilityId)).limit(1);
  const preferred = await db
    .select()
    .from(preferredSlots)
    .where(eq(preferredSlots.requestId, request.id))
    .orderBy(asc(preferredSlots.priority));
  return { doctor, pkg, facility, preferred };
}
