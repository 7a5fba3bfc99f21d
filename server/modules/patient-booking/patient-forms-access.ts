import { forbidden, notFound } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import { requestByReference } from '../appointments';
import { insertWorklistItems, worklistAudiencesOf, type RequestRow, type WorklistItemInsert } from './queries';

export type { RequestRow };

/** Path user ids must be the caller's own: nobody submits for another account by URL. */
export function requireSelf(auth: Auth, userId: string): void {
  if (userId !== auth.userId) throw forbidden();
}

/**
 * A request of the caller's tenant that the caller may act on: the patient it
 * is for, or whoever created it (an agent acting for a patient). The spec's
 * requesterId is accepted as the request id or its reference number.
 */
export async function loadOwnRequest(deps: Deps, auth: Auth, requesterId: string): Promise<RequestRow> {
  const row = await requestByReference(deps.db, auth.tenantId, requesterId, { alsoById: true });
  if (!row) throw notFound('Appointment request');
  if (row.patientUserId !== auth.userId && row.createdByUserId !== auth.userId) throw forbidden();
  return row;
}

/**
 * Provider roles whose screens show a request's attachments and summary: the
 * clinic's worklist and schedule dialog, the doctor's appointment detail. A
 * payor works only with PAF cases and an agent only with what they created,
 * so sharing the provider id is not enough
 * (docs/decisions/0060-least-privilege.md).
 */
const providerReaders = new Set(['clinic', 'doctor']);

/** Who may read a request's attachments and summary: its patient, its creator, its provider's clinic and doctors. */
export function mayRead(auth: Auth, row: RequestRow): boolean {
  return (
    row.patientUserId === auth.userId ||
    row.createdByUserId === auth.userId ||
    (providerReaders.has(auth.roleId) && auth.providerId !== null && auth.providerId === row.providerId)
  );
}

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/** The request shows in the provider's worklist and the patient's inbox (idempotent). */
export async function ensureWorklistItems(tx: Tx | Deps['db'], row: RequestRow, now: Date): Promise<void> {
  const has = await worklistAudiencesOf(tx, row.id);
  const add: WorklistItemInsert[] = [];
  if (!has.has('provider')) {
    add.push({
      id: `${row.id}-provider`,
      tenantId: row.tenantId,
      requestId: row.id,
      audience: 'provider',
      providerId: row.providerId,
      userId: null,
      createdAt: now,
    });
  }
  if (!has.has('patient') && row.patientUserId) {
    add.push({
      id: `${row.id}-patient`,
      tenantId: row.tenantId,
      requestId: row.id,
      audience: 'patient',
      providerId: null,
      userId: row.patientUserId,
      createdAt: now,
    });
  }
  if (add.length > 0) await insertWorklistItems(tx, add);
}
