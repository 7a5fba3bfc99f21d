/**
 * What the deploy test reads from and adds to the shared database directly:
 * a doctor to request, clones of a pending request for the booking race, and
 * the audits afterwards (the HTTP answers alone cannot show a duplicate).
 */
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  appointmentRequests,
  appointmentUnits,
  doctors,
  scheduleSlots,
  slotBookings,
} from '../../server/db/schema/domain';

/** A body for the patient's "request an appointment" call: a doctor, one of their specialties and a facility they practise at. */
export async function doctorToRequest(db: Db, tenantId: string) {
  const [row] = await db
    .select({
      doctorId: doctors.id,
      specialties: doctors.specialties,
      country: doctors.country,
      facilityId: appointmentUnits.facilityId,
    })
    .from(appointmentUnits)
    .innerJoin(doctors, eq(doctors.id, appointmentUnits.doctorId))
    .where(eq(appointmentUnits.tenantId, tenantId))
    .limit(1);
  if (!row?.facilityId || !row.specialties[0]) throw new Error(`seed has no doctor at a facility in ${tenantId}`);
  return {
    specialistId: row.doctorId,
    specialistSpecialty: row.specialties[0],
    specialistFacilityId: row.facilityId,
    specialistCountry: row.country,
    specialistRegion: '',
    specialistCity: '',
  };
}

/** Request ids the user created since `since`. */
export async function requestsCreatedSince(db: Db, userId: string, since: Date): Promise<string[]> {
  const rows = await db
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.createdByUserId, userId), gte(appointmentRequests.createdAt, since)));
  return rows.map((r) => r.id);
}

export async function documentLinksOf(db: Db, requestId: string): Promise<string[]> {
  const [row] = await db
    .select({ patient: appointmentRequests.patient })
    .from(appointmentRequests)
    .where(eq(appointmentRequests.id, requestId));
  return row?.patient.documentLinks ?? [];
}

/** A seeded pending OPD request of the tenant, the model the fixtures clone. */
async function pendingOpdTemplate(db: Db, tenantId: string) {
  const [template] = await db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.tenantId, tenantId),
        eq(appointmentRequests.status, 'Pending Clinic Response'),
        eq(appointmentRequests.requestType, 'OPD'),
      ),
    )
    .limit(1);
  if (!template) throw new Error('seed has no pending OPD request');
  return template;
}

/**
 * `count` copies of one pending OPD request of the tenant, and a free
 * one-person slot of its unit at least two days ahead: every copy will ask for it.
 */
export async function raceFixture(db: Db, tenantId: string, count: number) {
  const template = await pendingOpdTemplate(db, tenantId);
  const [slot] = await db
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.unitId, template.unitId),
        eq(scheduleSlots.bookedCount, 0),
        eq(scheduleSlots.capacity, 1),
        gt(scheduleSlots.start, new Date(Date.now() + 2 * 86_400_000)),
      ),
    )
    .orderBy(scheduleSlots.start)
    .limit(1);
  if (!slot) throw new Error('no free one-person slot');
  const clones = Array.from({ length: count }, (_, i) => ({
    ...template,
    id: `${template.id}-deploy-${i}`,
    referenceNo: `D${String(i).padStart(6, '0')}`,
  }));
  await db.insert(appointmentRequests).values(clones);
  return { clones, slot };
}

/** The slot's booked count and the bookings it holds. */
export async function slotAudit(db: Db, slotId: string) {
  const [slot] = await db
    .select({ bookedCount: scheduleSlots.bookedCount })
    .from(scheduleSlots)
    .where(eq(scheduleSlots.id, slotId));
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(slotBookings)
    .where(eq(slotBookings.slotId, slotId));
  return { bookedCount: slot?.bookedCount ?? -1, bookings: held?.n ?? -1 };
}

/**
 * `count` copies of one pending OPD request of the tenant, each with a patient of its own who has no
 * account, only an address (`crash-<i>@example.com`): a notification about each goes to that address,
 * so the test's mails are told apart from any other the instances send.
 */
export async function mailFixture(db: Db, tenantId: string, count: number) {
  const template = await pendingOpdTemplate(db, tenantId);
  const clones = Array.from({ length: count }, (_, i) => ({
    ...template,
    id: `${template.id}-mail-${i}`,
    referenceNo: `M${String(i).padStart(6, '0')}`,
    patientUserId: null,
    patient: { ...template.patient, email: `crash-${i}@example.com` },
  }));
  await db.insert(appointmentRequests).values(clones);
  return clones.map((c) => c.id);
}
