import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { packageName } from '../../lib/data-locale';
import { appointmentRequests, doctors, facilities, preferredSlots, screeningPackages } from '../../db/schema/domain';

export type RequestRecord = typeof appointmentRequests.$inferSelect;

export interface RequestReference {
  /** Only a request of this service type (OPD: a doctor's appointment, MCU: a health screening). */
  service?: 'OPD' | 'MCU';
  /** The spec's requesterId is the request's id or its reference number on some calls. */
  alsoById?: boolean;
}

/**
 * The condition naming one request of a tenant by its reference number (the spec's requesterId).
 * References are unique within a tenant only, so the tenant is always part of it.
 */
export function requestReferenced(tenantId: string, ref: string, options: RequestReference = {}): SQL {
  const named = options.alsoById
    ? or(eq(appointmentRequests.id, ref), eq(appointmentRequests.referenceNo, ref))
    : eq(appointmentRequests.referenceNo, ref);
  const service = options.service ? eq(appointmentRequests.requestType, options.service) : undefined;
  return and(eq(appointmentRequests.tenantId, tenantId), named, service)!;
}

/**
 * A request of the tenant by reference (see requestReferenced), of whoever `owner` names when given.
 * `lock` takes the request's row lock (inside a transaction): every write to a request's slots takes
 * it first, so two of them never both read the slots it holds before either commits.
 */
export async function requestByReference(
  db: Db,
  tenantId: string,
  ref: string,
  options: RequestReference & { owner?: SQL; lock?: boolean } = {},
): Promise<RequestRecord | undefined> {
  const query = db
    .select()
    .from(appointmentRequests)
    .where(and(requestReferenced(tenantId, ref, options), options.owner))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
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
