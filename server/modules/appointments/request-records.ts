import { eq, type SQL } from 'drizzle-orm';
import { appointmentRequests } from '../../db/schema/domain';
import { notFound } from '../../lib/http-error';
import type { Db } from '../../db/client';
import type { Auth } from '../../types';
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
