import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentRequests } from '../../db/schema/domain';

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
