import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  appointmentRequestStatuses,
  appointmentRequests,
  appointmentStatusHistory,
  doctors,
  facilities,
  preferredSlots,
  scheduleSlots,
  screeningPackages,
  worklistItems,
  type AppointmentRequestStatus,
} from '../../db/schema/domain';
import { waitingListOffers } from '../../db/schema/waiting-list';
import { requestReferenced } from '../appointments';

// The statuses a request moves through (the inbox's status filter offers them all).
export { appointmentRequestStatuses, type AppointmentRequestStatus };

// Every open inbox polls this: prepared once, and only the columns a row shows (not the patient's details).
const inboxRows = preparedOnce((db) =>
  db
    .select({
      id: appointmentRequests.id,
      referenceNo: appointmentRequests.referenceNo,
      requestType: appointmentRequests.requestType,
      status: appointmentRequests.status,
      createdAt: appointmentRequests.createdAt,
      doctorName: doctors.fullname,
      packageName: screeningPackages.name,
      packageLabels: screeningPackages.labels,
      facilityName: facilities.facilityName,
      appointmentAt: appointmentRequests.assignedSlotStart,
    })
    .from(worklistItems)
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, worklistItems.requestId))
    .innerJoin(facilities, eq(facilities.id, appointmentRequests.facilityId))
    .leftJoin(doctors, eq(doctors.id, appointmentRequests.doctorId))
    .leftJoin(screeningPackages, eq(screeningPackages.id, appointmentRequests.packageId))
    .where(
      and(
        eq(worklistItems.audience, 'patient'),
        eq(worklistItems.userId, sql.placeholder('userId')),
        eq(worklistItems.tenantId, sql.placeholder('tenantId')),
      ),
    )
    .prepare('patient_inbox_rows'),
);

/** The requests on a patient's inbox, with the names the rows show. */
export const patientInboxRows = (db: Db, who: { userId: string; tenantId: string }) => inboxRows(db).execute(who);

/** The patient's newest request still at 'Incomplete' (its form link), if any. */
export async function latestIncompleteRequest(db: Db, who: { userId: string; tenantId: string }) {
  const [row] = await db
    .select({ referenceNo: appointmentRequests.referenceNo, requestType: appointmentRequests.requestType })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.patientUserId, who.userId),
        eq(appointmentRequests.tenantId, who.tenantId),
        eq(appointmentRequests.status, 'Incomplete'),
      ),
    )
    .orderBy(desc(appointmentRequests.createdAt))
    .limit(1);
  return row;
}

export async function requestById(db: Db, requestId: string) {
  const [row] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, requestId)).limit(1);
  return row;
}

/**
 * Moves a request on only while it awaits the patient's response; false when it no longer does.
 * Conditional update: a second click (or a staff change in between) finds nothing to move.
 */
export async function moveFromPendingResponse(
  tx: Db,
  requestId: string,
  status: AppointmentRequestStatus,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(appointmentRequests)
    .set({ status, updatedAt: now })
    .where(and(eq(appointmentRequests.id, requestId), eq(appointmentRequests.status, 'Pending Patient Response')))
    .returning({ id: appointmentRequests.id });
  return moved.length > 0;
}

export async function insertStatusHistory(tx: Db, entry: typeof appointmentStatusHistory.$inferInsert) {
  await tx.insert(appointmentStatusHistory).values(entry);
}

/** A case by its reference and service type within the tenant, with its provider and facility. */
export async function caseByReference(db: Db, tenantId: string, ref: string, service: 'OPD' | 'MCU') {
  const [row] = await db
    .select({ r: appointmentRequests, doctor: doctors, pkg: screeningPackages, facility: facilities })
    .from(appointmentRequests)
    .innerJoin(facilities, eq(facilities.id, appointmentRequests.facilityId))
    .leftJoin(doctors, eq(doctors.id, appointmentRequests.doctorId))
    .leftJoin(screeningPackages, eq(screeningPackages.id, appointmentRequests.packageId))
    .where(requestReferenced(tenantId, ref, { service }))
    .limit(1);
  return row;
}

/**
 * A request's preferred slots (priority order), each with the waiting-list offer of its session still
 * open at `now` (if any), and its status history (oldest first). Offers ride along with the preferred
 * slots they were made for, so case details stays the same few statements.
 */
export function preferredAndHistoryOf(db: Db, request: { id: string; unitId: number }, now: Date) {
  return Promise.all([
    db
      .select({ preferred: preferredSlots, slot: scheduleSlots, offer: waitingListOffers })
      .from(preferredSlots)
      .leftJoin(
        scheduleSlots,
        and(eq(scheduleSlots.unitId, request.unitId), eq(scheduleSlots.start, preferredSlots.start)),
      )
      .leftJoin(
        waitingListOffers,
        and(
          eq(waitingListOffers.slotId, scheduleSlots.id),
          eq(waitingListOffers.requestId, preferredSlots.requestId),
          eq(waitingListOffers.status, 'offered'),
          gt(waitingListOffers.heldUntil, now),
        ),
      )
      .where(eq(preferredSlots.requestId, request.id))
      .orderBy(asc(preferredSlots.priority)),
    db
      .select()
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.requestId, request.id))
      .orderBy(asc(appointmentStatusHistory.createdAt)),
  ]);
}
