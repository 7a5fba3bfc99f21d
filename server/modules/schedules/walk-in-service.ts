import type { PatientCase } from '../../../src/lib/api/contract/schedules/staff-booking';
import { rescheduleRefusal } from '../../../src/lib/api/contract/patient-booking/reschedule';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { Auth } from '../../types';
import {
  rescheduleRefused,
  coveringSlots,
  releaseWalkInSlots,
  takeSlots,
  type UnitRecord as Unit,
} from '../appointments';
import { walkInRows } from './booking-queries';

/**
 * Walk-ins: bookings the clinic holds without a portal request (the seed's
 * invented patients, named on the calendar only). Staff cancel and move a
 * future one like a request's appointment; there is no request, status or
 * history to write, only its slots.
 */
export interface WalkIn {
  referenceId: string;
  unitId: number;
  displayName: string;
  serviceType: string;
  packageId: string | null;
  start: Date;
  end: Date;
}

/**
 * The walk-in with this reference on the unit, or null (then it may be a request).
 * `lock` (inside a transaction) holds its rows, so two writers never both give its slots back.
 */
export async function walkInOnUnit(
  db: Db,
  tenantId: string,
  unitId: number,
  referenceId: string,
  lock = false,
): Promise<WalkIn | null> {
  const rows = await walkInRows(db, tenantId, unitId, referenceId, lock);
  const [first] = rows;
  if (!first) return null;
  const last = rows[rows.length - 1] ?? first;
  return {
    referenceId,
    unitId,
    displayName: first.displayName,
    serviceType: first.serviceType,
    packageId: first.packageId,
    start: first.slotStartAt,
    end: last.slotEndAt,
  };
}

/** Why staff may not move it now (the tenant's reschedule flag, a started appointment), or null. */
export const walkInRefusal = (auth: Auth, walkIn: WalkIn, now: Date) =>
  rescheduleRefusal({
    offered: auth.tenant.features.reschedule,
    status: 'Scheduled',
    appointmentStart: walkIn.start,
    now,
    by: 'staff',
  });

/** Cancel (docs/product/schedules.md#status-actions: future appointments only); a walk-in has no attendance to record. */
export async function cancelWalkIn(tx: Db, tenantId: string, walkIn: WalkIn, status: string, now: Date): Promise<void> {
  if (status !== 'Cancel') throw new HttpError(409, 'A walk-in booking has no attendance to record.');
  if (walkIn.start <= now) throw new HttpError(409, 'A started or past appointment cannot be cancelled.');
  await releaseWalkInSlots(tx, tenantId, walkIn);
}

/** The Appointment Management page's case for a walk-in: the name the calendar shows, nothing else known. */
export function walkInCase(walkIn: WalkIn, unit: Unit, auth: Auth, now: Date): PatientCase {
  const person = {
    name: walkIn.displayName,
    gender: '',
    age: 0,
    dob: '',
    medicalCondition: '',
    otherReason: '',
    email: '',
    sms: '',
    documentLinks: [],
  };
  return {
    caseData: { person, bookingResourceTitle: unit.resourceName, bookingLocation: unit.locationName },
    bookedSchedule: [],
    assignedSlot: { slotStartAt: walkIn.start.toISOString(), slotEndAt: walkIn.end.toISOString() },
    unitId: unit.unitId,
    referenceNo: walkIn.referenceId,
    serviceType: walkIn.serviceType,
    status: 'Scheduled',
    bookingRefusal: walkInRefusal(auth, walkIn, now),
  };
}

/**
 * Moves a walk-in to back-to-back slots of its unit covering start–end
 * (the same rules as a request's reschedule); answers as the booking route does.
 */
export async function moveWalkIn(tx: Db, auth: Auth, unit: Unit, walkIn: WalkIn, start: Date, end: Date, now: Date) {
  const refusal = walkInRefusal(auth, walkIn, now);
  if (refusal) throw rescheduleRefused(refusal, 'staff');
  const span = await coveringSlots(tx, unit.unitId, start, end);
  await releaseWalkInSlots(tx, auth.tenantId, walkIn);
  await takeSlots(tx, span, {
    tenantId: auth.tenantId,
    unitId: unit.unitId,
    requestId: null,
    displayName: walkIn.displayName,
    referenceId: walkIn.referenceId,
    serviceType: walkIn.serviceType,
    packageId: walkIn.packageId,
    createdAt: now,
  });
  return {
    status: 'Scheduled',
    usedPreferredSlot: true,
    displayName: walkIn.displayName,
    resourceName: unit.resourceName,
    locationName: unit.locationName,
    assignedSlot: { slotStartAt: start.toISOString(), slotEndAt: end.toISOString() },
  };
}
