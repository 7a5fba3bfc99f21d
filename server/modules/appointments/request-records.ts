import { asc, eq, type SQL } from 'drizzle-orm';
import { appointmentRequests, facilities, preferredSlots, screeningPackages, doctors } from '../../db/schema/domain';
import { notFound } from '../../lib/http-error';
import type { Db } from '../../db/client';
import type { Auth } from '../../types';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { packageName } from '../../lib/data-locale';
import { requestByReference, type RequestRecord } from './request-queries';

export type { RequestRecord };

/**
 * A request by reference number (the spec's requesterId) on `unitId`, of the tenant and
 * whoever `owner` names (the staff user's provider, or the patient); anyone else's answers
 * as missing, since references are guessable. `lock`: see requestByReference.
 */
export async function requestOnUnit(
  db: Db,
  tenantId: string,
  owner: SQL,
  unitId: number,
  requesterId: string,
  lock: boolean,
): Promise<RequestRecord> {
  const request = await requestByReference(db, tenantId, requesterId, { owner, lock });
  if (!request || request.unitId !== unitId) throw notFound('Appointment request');
  return request;
}

/** A request of the staff user's provider on `unitId` (see requestOnUnit). */
export function ownRequest(
  db: Db,
  auth: Auth & { providerId: string },
  unitId: number,
  requesterId: string,
  lock = false,
): Promise<RequestRecord> {
  return requestOnUnit(
    db,
    auth.tenantId,
    eq(appointmentRequests.providerId, auth.providerId),
    unitId,
    requesterId,
    lock,
  );
}

export async function preferredOf(db: Db, requestId: string) {
  return db
    .select()
    .from(preferredSlots)
    .where(eq(preferredSlots.requestId, requestId))
    .orderBy(asc(preferredSlots.priority));
}

/** Names shown with a request: doctor, package (in the reader's language) and facility. */
export async function namesOf(db: Db, request: RequestRecord, locale: SupportedLocale) {
  const [facility] = await db
    .select({ name: facilities.facilityName })
    .from(facilities)
    .where(eq(facilities.id, request.facilityId))
    .limit(1);
  const [doctor] = request.doctorId
    ? await db.select({ name: doctors.fullname }).from(doctors).where(eq(doctors.id, request.doctorId)).limit(1)
    : [];
  const [pkg] = request.packageId
    ? await db
        .select({ name: screeningPackages.name, labels: screeningPackages.labels })
        .from(screeningPackages)
        .where(eq(screeningPackages.id, request.packageId))
        .limit(1)
    : [];
  return {
    facilityName: facility?.name ?? '',
    doctorName: doctor?.name ?? null,
    packageName: pkg ? packageName(pkg.name, pkg.labels, locale) : null,
  };
}
