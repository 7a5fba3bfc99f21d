import { randomUUID } from 'node:crypto';
import {
  selfCancelReason,
  selfCancelRefusal,
  selfCancelRefusalMessages,
  selfCancelUntil,
  type SelfCancelRefusal,
  type SelfCancelState,
} from '../../../src/lib/api/contract/patient-inbox/self-cancel';
import { releaseSlots, requestByReference, type RequestRecord } from '../appointments';
import { HttpError, notFound } from '../../lib/http-error';
import { notify } from '../notifications';
import { offerFreedPlaces } from '../waiting-list';
import type { Auth, Deps } from '../../types';
import { insertStatusHistory } from './queries';
import { markCancelled } from './self-cancel-queries';

type CancelFacts = Pick<RequestRecord, 'status' | 'patientUserId' | 'assignedSlotStart'>;

const check = (auth: Auth, request: CancelFacts, now: Date) =>
  selfCancelRefusal({
    status: request.status,
    isPatient: auth.roleId === 'patient' && request.patientUserId === auth.userId,
    appointmentStart: request.assignedSlotStart,
    cutoffHours: auth.tenant.appointments.selfCancelCutoffHours,
    now,
  });

/** Whether the reader may cancel this request themselves now, and until when (case details). */
export function selfCancelState(auth: Auth, request: CancelFacts, now: Date): SelfCancelState {
  const refusal = check(auth, request, now);
  const until = selfCancelUntil(request.assignedSlotStart, auth.tenant.appointments.selfCancelCutoffHours);
  return { allowed: refusal === null, until: until?.toISOString() ?? null, refusal };
}

/** Not the caller's to cancel is 403; a request in the wrong state or past the cut-off is 409. */
const refused = (refusal: SelfCancelRefusal) =>
  new HttpError(
    refusal === 'notYours' ? 403 : 409,
    selfCancelRefusalMessages[refusal],
    undefined,
    undefined,
    selfCancelReason(refusal),
  );

/**
 * The patient cancels their own pending or scheduled request: status Cancel, recorded in the status
 * history with their reason, every place it held goes back and is offered to those waiting.
 */
export async function selfCancel(
  deps: Deps,
  auth: Auth,
  input: { serviceType: 'OPD' | 'MCU'; referenceNo: string; reason: string },
): Promise<{ status: 'Cancel'; cancelledAt: string }> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const request = await requestByReference(tx, auth.tenantId, input.referenceNo, {
      service: input.serviceType,
      lock: true,
    });
    // Someone else's request answers as missing, not forbidden: references are guessable.
    if (!request || (request.patientUserId !== auth.userId && request.createdByUserId !== auth.userId)) {
      throw notFound('Appointment request');
    }
    const refusal = check(auth, request, now);
    if (refusal) throw refused(refusal);
    await releaseSlots(tx, request);
    await markCancelled(tx, request.id, now);
    await insertStatusHistory(tx, {
      id: `${request.id}-h-${randomUUID()}`,
      requestId: request.id,
      status: 'Cancel',
      changedByUserId: auth.userId,
      changedByName: `${auth.firstName} ${auth.lastName}`.trim(),
      notes: input.reason,
      createdAt: now,
    });
    await notify(tx, auth.tenantId, { kind: 'appointment-cancelled', requestId: request.id, reason: input.reason });
    await offerFreedPlaces(tx, deps, { tenantId: request.tenantId, unitId: request.unitId });
  });
  return { status: 'Cancel', cancelledAt: now.toISOString() };
}
