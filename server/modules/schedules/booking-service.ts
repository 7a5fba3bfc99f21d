import type {
  AppointmentDetail,
  BookRequest,
  BookResult,
  PatientCase,
  StatusUpdateRequest,
} from '../../../src/lib/api/contract/schedules/staff-booking';
import { historyNotes, type HistoryNoteCode } from '../../../src/lib/api/contract/history-notes';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import {
  namesOf,
  ownRequest,
  preferredOf,
  type RequestRecord,
  patientReschedulable,
  refusalFor,
  rescheduleRefused,
  unitOfRequest,
  type BookingCaller,
  coveringSlots,
  releaseSlots,
  takeSlots,
  actorOf,
  ownUnit,
} from '../appointments';
import { notify, type NotificationEvent } from '../notifications';
import { offerFreedPlaces } from '../waiting-list';
import type { Auth, Deps } from '../../types';
import { recordStatusChange, updateRequest } from './booking-queries';
import { cancelWalkIn, moveWalkIn, walkInCase, walkInOnUnit } from './walk-in-service';

type Staff = Auth & { providerId: string };
/** Stores the answer for the request's idempotency key, in the same transaction. */
type Remember = (tx: Db, answer: BookResult) => Promise<void>;

/**
 * What the patient hears about a booking: a time to confirm, a confirmed appointment, or a confirmed one moved
 * (only then does their calendar already hold it, so only then is it a reschedule).
 */
function bookingEvent(requestId: string, status: string, wasScheduled: boolean): NotificationEvent {
  if (status === 'Pending Patient Response') return { kind: 'slot-proposed', requestId };
  return { kind: wasScheduled ? 'appointment-rescheduled' : 'appointment-scheduled', requestId };
}

/** The history note of a booking: who booked, whether it moved an appointment, whether a preferred slot was used. */
function bookingNote(moved: boolean, byPatient: boolean, usedPreferredSlot: boolean): HistoryNoteCode {
  if (byPatient) return moved ? 'rescheduledByPatient' : 'bookedByPatient';
  if (usedPreferredSlot) return moved ? 'rescheduledOnPreferred' : 'bookedOnPreferred';
  return moved ? 'rescheduledAlternativeProposed' : 'bookedAlternativeProposed';
}

/**
 * Why booking this request now would be refused, or null. A first booking (nothing
 * held yet) is not a reschedule; for a patient every booking here is one.
 */
function bookingRefusalOf(auth: Auth, req: RequestRecord, now: Date, by: 'staff' | 'patient') {
  return by === 'patient' || req.assignedSlotStart ? refusalFor(auth, req, now, by) : null;
}

const slotOf = (req: RequestRecord) =>
  req.assignedSlotStart && req.assignedSlotEnd
    ? { slotStartAt: req.assignedSlotStart.toISOString(), slotEndAt: req.assignedSlotEnd.toISOString() }
    : null;

/** Patient case by unit and requester: staff's, or the patient's own while they may reschedule it. */
export async function patientCase(
  deps: Deps,
  caller: BookingCaller,
  unitId: number,
  requesterId: string,
): Promise<PatientCase> {
  const now = deps.now();
  // A patient reads their own case here only while they may reschedule it.
  const req =
    caller.kind === 'patient' ? await patientReschedulable(deps.db, caller.auth, unitId, requesterId, now) : null;
  const unit = req ? await unitOfRequest(deps.db, caller.auth, req) : await ownUnit(deps, caller.auth as Staff, unitId);
  // Staff may move a walk-in too: its case is the name the calendar shows and its slot.
  const walkIn = req ? null : await walkInOnUnit(deps.db, caller.auth.tenantId, unitId, requesterId);
  if (walkIn) return walkInCase(walkIn, unit, caller.auth, now);
  const kase = req ?? (await ownRequest(deps.db, caller.auth as Staff, unitId, requesterId));
  const preferred = await preferredOf(deps.db, kase.id);
  return {
    caseData: { person: kase.patient, bookingResourceTitle: unit.resourceName, bookingLocation: unit.locationName },
    bookedSchedule: preferred.map((p) => ({ start: p.start.toISOString(), end: p.end.toISOString() })),
    assignedSlot: slotOf(kase),
    unitId,
    referenceNo: kase.referenceNo,
    serviceType: kase.requestType,
    status: kase.status,
    bookingRefusal: bookingRefusalOf(caller.auth, kase, now, caller.kind),
  };
}

/** Appointment detail for the schedule dialog (staff of the unit). */
export async function appointmentDetail(
  deps: Deps,
  auth: Staff,
  unitId: number,
  requesterId: string,
  locale: SupportedLocale,
): Promise<AppointmentDetail> {
  await ownUnit(deps, auth, unitId);
  const req = await ownRequest(deps.db, auth, unitId, requesterId);
  const [preferred, names] = await Promise.all([preferredOf(deps.db, req.id), namesOf(deps.db, req, locale)]);
  return {
    items: [
      {
        unitId,
        appointmentStatus: req.status,
        requestType: req.requestType,
        referenceNo: req.referenceNo,
        specialist: names.doctorName ? { displayName: names.doctorName } : null,
        patient: req.patient,
        screening: names.packageName ? { packageName: names.packageName } : null,
        facility: { facilityName: names.facilityName },
      },
    ],
    bookedSchedule: preferred.map((p) => ({ start: p.start.toISOString(), end: p.end.toISOString() })),
    assignedSlot: slotOf(req),
    now: deps.now().toISOString(),
  };
}

/** Books (or reschedules) a request, or moves a walk-in, into back-to-back slots covering the range. */
export async function book(
  deps: Deps,
  caller: BookingCaller,
  target: { unitId: number; requesterId: string },
  body: BookRequest,
  remember: Remember,
): Promise<BookResult> {
  const auth = caller.auth;
  const { unitId, requesterId } = target;
  const unit =
    caller.kind === 'patient'
      ? await unitOfRequest(deps.db, auth, { unitId })
      : await ownUnit(deps, caller.auth, unitId);
  const start = new Date(body.assignedSlot.slotStartAt);
  const end = new Date(body.assignedSlot.slotEndAt);
  if (!(start < end) || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    throw new HttpError(400, 'The end time must be after the start time.');
  }
  if (start <= deps.now()) throw new HttpError(400, 'Appointments can only be booked in the future.');
  const now = deps.now();
  const actor = actorOf(auth);

  return deps.db.transaction(async (tx) => {
    const walkIn =
      caller.kind === 'staff' ? await walkInOnUnit(tx, auth.tenantId, unit.unitId, requesterId, true) : null;
    if (walkIn) {
      const answer = await moveWalkIn(tx, auth, unit, walkIn, start, end, now);
      await remember(tx, answer);
      return answer;
    }
    const req =
      caller.kind === 'patient'
        ? await patientReschedulable(tx, auth, unitId, requesterId, now, true)
        : await ownRequest(tx, caller.auth, unitId, requesterId, true);
    // A request that holds an appointment is moved, whatever the client calls it: the reschedule rules apply.
    const refusal = bookingRefusalOf(auth, req, now, caller.kind);
    if (refusal) throw rescheduleRefused(refusal, caller.kind);
    if (['Attended', 'No Show', 'Cancel', 'Incomplete'].includes(req.status)) {
      throw new HttpError(409, `A request in status ${req.status} cannot be booked.`);
    }
    const span = await coveringSlots(tx, unit.unitId, start, end);
    await releaseSlots(tx, req);
    await takeSlots(tx, span, {
      tenantId: auth.tenantId,
      unitId: unit.unitId,
      requestId: req.id,
      displayName: req.patient.name,
      referenceId: req.referenceNo,
      serviceType: req.requestType,
      createdAt: now,
    });
    const preferred = await preferredOf(tx, req.id);
    // The patient chose this time themselves: nothing is left to accept, it stays confirmed.
    const usedPreferredSlot = caller.kind === 'patient' || preferred.some((p) => p.start.getTime() === start.getTime());
    const status = usedPreferredSlot ? 'Scheduled' : 'Pending Patient Response';
    await updateRequest(tx, req.id, {
      status,
      assignedSlotId: span[0]!.id,
      assignedSlotStart: start,
      assignedSlotEnd: end,
      usedPreferredSlot,
      updatedAt: now,
    });
    // Now that it waits no more, what it held before (a preferred session, the old time) goes to those waiting.
    await offerFreedPlaces(tx, deps, { tenantId: auth.tenantId, unitId: unit.unitId });
    const moved = body.isReschedule || req.assignedSlotStart !== null;
    await recordStatusChange(tx, {
      requestId: req.id,
      status,
      by: actor,
      notes: historyNotes[bookingNote(moved, caller.kind === 'patient', usedPreferredSlot)],
      at: now,
    });
    await notify(tx, auth.tenantId, bookingEvent(req.id, status, req.status === 'Scheduled'));
    const answer = {
      status,
      usedPreferredSlot,
      // The confirmation names the other party: the patient for staff, the doctor or package for the patient.
      displayName: caller.kind === 'patient' ? unit.resourceName : req.patient.name,
      resourceName: unit.resourceName,
      locationName: unit.locationName,
      assignedSlot: { slotStartAt: start.toISOString(), slotEndAt: end.toISOString() },
    };
    await remember(tx, answer);
    return answer;
  });
}

/**
 * Staff status update (docs/product/schedules.md#status-actions): Cancel (future, notes mandatory, frees the
 * slot), Attended / No Show (started or past). Every change is recorded with
 * who, when and notes; the patient's inbox and Case Details read that history.
 */
export async function updateStatus(deps: Deps, auth: Staff, body: Required<StatusUpdateRequest>) {
  await ownUnit(deps, auth, body.unitId);
  const now = deps.now();
  const actor = actorOf(auth);
  await deps.db.transaction(async (tx) => {
    const walkIn = await walkInOnUnit(tx, auth.tenantId, body.unitId, body.requesterId, true);
    if (walkIn) {
      await cancelWalkIn(tx, auth.tenantId, walkIn, body.status, now);
      // A walk-in's place is freed like any booking's: the first patient waiting for it is offered it.
      await offerFreedPlaces(tx, deps, { tenantId: auth.tenantId, unitId: body.unitId });
      return;
    }
    const req = await ownRequest(tx, auth, body.unitId, body.requesterId, true);
    if (!req.assignedSlotStart) throw new HttpError(409, 'This request has no booked appointment.');
    if (['Cancel', 'Attended', 'No Show'].includes(req.status)) {
      throw new HttpError(409, `This appointment is already ${req.status}.`);
    }
    const started = req.assignedSlotStart <= now;
    if (body.status === 'Cancel' && started) {
      throw new HttpError(409, 'A started or past appointment cannot be cancelled.');
    }
    if (body.status !== 'Cancel' && !started) {
      throw new HttpError(409, 'Attendance can be recorded once the appointment has started.');
    }
    if (body.status === 'Cancel') await releaseSlots(tx, req);
    if (body.status === 'Cancel') await offerFreedPlaces(tx, deps, req);
    await updateRequest(tx, req.id, { status: body.status, updatedAt: now });
    await recordStatusChange(tx, {
      requestId: req.id,
      status: body.status,
      by: actor,
      notes: body.notes.trim() === '' ? null : body.notes.trim(),
      at: now,
    });
    if (body.status === 'Cancel') {
      await notify(tx, auth.tenantId, { kind: 'appointment-cancelled', requestId: req.id, reason: body.notes.trim() });
    }
  });
  return { status: body.status, updatedAt: now.toISOString() };
}
