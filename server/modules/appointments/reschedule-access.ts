import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  rescheduleReason,
  rescheduleRefusal,
  rescheduleRefusalMessages,
  type RescheduleRefusal,
} from '../../../src/lib/api/contract/patient-booking/reschedule';
import { appointmentRequests, appointmentUnits } from '../../db/schema/domain';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { requireAuth } from '../../plugins/auth';
import type { Auth, Deps } from '../../types';
import { requestOnUnit, type RequestRecord } from './request-records';
import { requireStaff, type UnitRecord } from './staff-access';

/**
 * Who calls a booking route: staff of the provider, or a patient rescheduling
 * their own appointment (docs/product/patient-booking.md#reschedule-page: Case Details → Reschedule leads to the
 * patient's reschedule page, which books through the same route). Anyone else gets 403, as before.
 */
export type BookingCaller = { kind: 'staff'; auth: Auth & { providerId: string } } | { kind: 'patient'; auth: Auth };

export function requireBookingCaller(request: FastifyRequest): BookingCaller {
  const auth = requireAuth(request);
  return auth.roleId === 'patient' ? { kind: 'patient', auth } : { kind: 'staff', auth: requireStaff(request) };
}

/**
 * A refusal as the API answers it, with the reason code the client translates.
 * The tenant not offering reschedule, or a patient asking, is 403 (not theirs to do);
 * staff meeting an appointment in the wrong state get 409, like other state conflicts.
 */
export function rescheduleRefused(refusal: RescheduleRefusal, by: 'staff' | 'patient'): HttpError {
  const status = by === 'patient' || refusal === 'notOffered' ? 403 : 409;
  return new HttpError(status, rescheduleRefusalMessages[refusal], undefined, undefined, rescheduleReason(refusal));
}

/** Why `by` may not move this request's appointment now, or null. */
export function refusalFor(
  auth: Auth,
  req: Pick<RequestRecord, 'status' | 'assignedSlotStart'>,
  now: Date,
  by: 'staff' | 'patient',
): RescheduleRefusal | null {
  return rescheduleRefusal({
    offered: auth.tenant.features.reschedule,
    status: req.status,
    appointmentStart: req.assignedSlotStart,
    now,
    by,
  });
}

/**
 * The patient's own request (by reference, on this unit) that they may reschedule now.
 * Someone else's answers as missing: references are guessable. `lock` as in `ownRequest`.
 */
export async function patientReschedulable(
  db: Db,
  auth: Auth,
  unitId: number,
  requesterId: string,
  now: Date,
  lock = false,
): Promise<RequestRecord> {
  const request = await requestOnUnit(
    db,
    auth.tenantId,
    eq(appointmentRequests.patientUserId, auth.userId),
    unitId,
    requesterId,
    lock,
  );
  const refusal = refusalFor(auth, request, now, 'patient');
  if (refusal) throw rescheduleRefused(refusal, 'patient');
  return request;
}

/**
 * Units the patient may see the schedule of: those where they hold an appointment
 * they may reschedule now, in the order asked; 403 if any is not. Also returns the
 * patient's reference numbers there, the only bookings their calendar may name.
 */
export async function patientReschedulableUnits(
  deps: Deps,
  auth: Auth,
  unitIds: number[],
): Promise<{ units: UnitRecord[]; ownReferences: Set<string> }> {
  const wanted = [...new Set(unitIds)];
  const [requests, units] = await Promise.all([
    deps.db
      .select()
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.tenantId, auth.tenantId),
          eq(appointmentRequests.patientUserId, auth.userId),
          inArray(appointmentRequests.unitId, wanted),
        ),
      ),
    deps.db
      .select()
      .from(appointmentUnits)
      .where(and(eq(appointmentUnits.tenantId, auth.tenantId), inArray(appointmentUnits.unitId, wanted))),
  ]);
  const now = deps.now();
  const open = new Set(requests.filter((r) => refusalFor(auth, r, now, 'patient') === null).map((r) => r.unitId));
  const byId = new Map(units.map((unit) => [unit.unitId, unit]));
  return {
    units: wanted.map((id) => {
      const unit = byId.get(id);
      if (!unit || !open.has(id)) {
        throw rescheduleRefused(auth.tenant.features.reschedule ? 'notBooked' : 'notOffered', 'patient');
      }
      return unit;
    }),
    ownReferences: new Set(requests.map((r) => r.referenceNo)),
  };
}

/** The unit a request is booked on (the patient's side has no provider to scope by). */
export async function unitOfRequest(db: Db, auth: Auth, request: Pick<RequestRecord, 'unitId'>): Promise<UnitRecord> {
  const [unit] = await db
    .select()
    .from(appointmentUnits)
    .where(and(eq(appointmentUnits.tenantId, auth.tenantId), eq(appointmentUnits.unitId, request.unitId)))
    .limit(1);
  if (!unit) throw notFound('Unit');
  return unit;
}
