import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import {
  appointmentRequests,
  appointmentStatusHistory,
  appointmentUnits,
  facilities,
  pafCases,
  scheduleSlots,
  screeningPackages,
} from '../../db/schema/domain';
import { pafSigningLinks } from '../../db/schema/paf';
import { waitingListOffers } from '../../db/schema/waiting-list';

/** The request a mail is about, with what the patient already sees of it in the portal (no clinical fields). */
export async function findRequestForMail(db: Db, tenantId: string, requestId: string) {
  const [row] = await db
    .select({
      id: appointmentRequests.id,
      referenceNo: appointmentRequests.referenceNo,
      requestType: appointmentRequests.requestType,
      status: appointmentRequests.status,
      patientUserId: appointmentRequests.patientUserId,
      patientName: sql<string>`${appointmentRequests.patient}->>'name'`,
      patientEmail: sql<string | null>`${appointmentRequests.patient}->>'email'`,
      start: appointmentRequests.assignedSlotStart,
      end: appointmentRequests.assignedSlotEnd,
      resourceName: appointmentUnits.resourceName,
      packageName: screeningPackages.name,
      packageLabels: screeningPackages.labels,
      facilityName: facilities.facilityName,
      facilityAddress: facilities.address,
      facilityCity: facilities.city,
    })
    .from(appointmentRequests)
    .innerJoin(appointmentUnits, eq(appointmentUnits.unitId, appointmentRequests.unitId))
    .innerJoin(facilities, eq(facilities.id, appointmentRequests.facilityId))
    .leftJoin(screeningPackages, eq(screeningPackages.id, appointmentRequests.packageId))
    .where(and(eq(appointmentRequests.id, requestId), eq(appointmentRequests.tenantId, tenantId)))
    .limit(1);
  return row;
}

/** Every status change a request went through: the calendar invite's SEQUENCE grows with it. */
export async function countStatusChanges(db: Db, requestId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointmentStatusHistory)
    .where(eq(appointmentStatusHistory.requestId, requestId));
  return row?.n ?? 0;
}

/** What a mail to a person needs: where it goes, how it greets them, and its language. */
const mailRecipient = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  preferredLocale: users.preferredLocale,
};

/** Only an active account's proven address: mail never goes to one nobody has confirmed holding. */
const mailable = and(eq(users.status, 'active'), isNotNull(users.emailVerifiedAt));

export async function findUserForMail(db: Db, tenantId: string, userId: string) {
  const [row] = await db
    .select(mailRecipient)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), mailable))
    .limit(1);
  return row;
}

/** A tenant's hospital staff: every one of them works with every PAF case of the tenant (server/modules/pre-authorisation/paf-access.ts). */
export function findHospitalStaff(db: Db, tenantId: string) {
  return db
    .select(mailRecipient)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.roleId, 'hospital'), mailable));
}

export async function findCaseForMail(db: Db, tenantId: string, caseId: string) {
  const [row] = await db
    .select()
    .from(pafCases)
    .where(and(eq(pafCases.caseId, caseId), eq(pafCases.tenantId, tenantId)))
    .limit(1);
  return row;
}

export async function insertMailSigningLink(db: Db, link: typeof pafSigningLinks.$inferInsert): Promise<void> {
  await db.insert(pafSigningLinks).values(link);
}

/** The waiting-list offer a mail is about, with the offered slot's time. */
export async function findOfferForMail(db: Db, tenantId: string, offerId: string) {
  const [row] = await db
    .select({
      requestId: waitingListOffers.requestId,
      heldUntil: waitingListOffers.heldUntil,
      start: scheduleSlots.start,
      end: scheduleSlots.end,
    })
    .from(waitingListOffers)
    .leftJoin(scheduleSlots, eq(scheduleSlots.id, waitingListOffers.slotId))
    .where(and(eq(waitingListOffers.id, offerId), eq(waitingListOffers.tenantId, tenantId)))
    .limit(1);
  return row;
}
