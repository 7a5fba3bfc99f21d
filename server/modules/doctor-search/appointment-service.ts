import type { CreateAppointmentRequest } from '../../../src/lib/api/contract/doctor-search';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';
import type { Db } from '../../db/client';
import { forbidden, HttpError } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import { insertIncompleteRequest, nextReferenceNo } from '../appointments';
import { newRequestId } from '../../lib/opaque-ids';
import { findDoctorUnitAtFacility, findUser } from './appointment-queries';

export interface CreatedAppointment {
  unitId: number;
  referenceNo: string;
  cRequestId: string;
}

function ageOn(birthday: string | null, now: Date): number {
  if (!birthday) return 0;
  return now.getUTCFullYear() - Number(birthday.slice(0, 4));
}

/**
 * Creates an OPD request as 'Incomplete' (the OPD form completes it) and
 * puts it in the patient's inbox and the provider's worklist at once.
 * `remember` stores the answer for idempotent retries inside the same transaction.
 */
export async function createAppointment(
  deps: Deps,
  auth: Auth,
  target: { userId: string; clientName: string },
  body: CreateAppointmentRequest,
  remember: (tx: Db, answer: CreatedAppointment) => Promise<void>,
): Promise<CreatedAppointment> {
  if (target.clientName !== auth.tenantId || target.userId !== auth.userId) throw forbidden();
  const unit = await findDoctorUnitAtFacility(deps.db, auth.tenantId, body.specialistId, body.specialistFacilityId);
  if (!unit) throw new HttpError(404, 'The doctor does not practise at this facility.');
  if (!unit.doctor.specialties.includes(body.specialistSpecialty)) {
    throw new HttpError(400, 'The doctor does not practise this specialty.');
  }
  const user = await findUser(deps.db, auth.userId);
  const now = deps.now();
  const id = newRequestId();
  const referenceNo = await nextReferenceNo(deps.db, 'OPD');
  const name = `${auth.firstName} ${auth.lastName}`.trim();
  const answer = { unitId: unit.unit.unitId, referenceNo, cRequestId: id };
  await deps.db.transaction(async (tx) => {
    await insertIncompleteRequest(tx, {
      id,
      tenantId: auth.tenantId,
      referenceNo,
      requestType: 'OPD',
      providerId: unit.unit.providerId,
      unitId: unit.unit.unitId,
      doctorId: unit.doctor.id,
      packageId: null,
      facilityId: body.specialistFacilityId,
      patientUserId: auth.userId,
      createdByUserId: auth.userId,
      patient: {
        name,
        gender: user?.gender === 'Female' ? 'Female' : 'Male',
        age: ageOn(user?.birthday ?? null, now),
        dob: user?.birthday ?? '',
        medicalCondition: '',
        otherReason: '',
        email: user?.email ?? '',
        sms: user?.mobile ?? '',
        documentLinks: [],
      },
      createdAt: now,
      history: { changedByUserId: auth.userId, changedByName: name, notes: historyNotes.requestCreated },
      // The clinic's worklist gets it when the form is sent (ensureWorklistItems): an abandoned draft is
      // the patient's alone, not an "Incomplete" row for staff who cannot act on it
      // (docs/decisions/0087-drafts-reference-numbers-and-smaller-items.md).
      listings: [{ audience: 'patient', providerId: null, userId: auth.userId }],
    });

    await remember(tx, answer);
  });
  return answer;
}
