import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  appointmentDetailResponseSchema,
  appointmentDetailRoute,
  bookRequestSchema,
  bookResponseSchema,
  bookRoute,
  patientCaseResponseSchema,
  patientCaseRoute,
  requesterParamsSchema,
} from '../../../src/lib/api/contract/schedules/staff-booking';
import { appointmentRequests, appointmentStatusHistory, scheduleSlots, slotBookings } from '../../db/schema/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import type { Auth, Deps, ZodApp } from '../../types';
import { actorOf, ownUnit, requireStaff } from '../../lib/appointments/staff-access';
import { requestLocale } from '../../lib/data-locale';
import { namesOf, ownRequest, preferredOf, type RequestRecord } from '../../lib/appointments/request-records';
import {
  patientReschedulable,
  refusalFor,
  requireBookingCaller,
  rescheduleRefused,
  unitOfRequest,
} from '../../lib/appointments/reschedule-access';
import { moveWalkIn, slotTakenMessage, walkInCase, walkInOnUnit } from './walk-in-booking';
import { historyNotes, type HistoryNoteCode } from '../../../src/lib/api/contract/history-notes';

/** The history note of a booking: who booked, whether it moved an appointment, whether a preferred slot was used. */
function bookingNote(moved: boolean, byPatient: boolean, usedPreferredSlot: boolean): HistoryNoteCode {
  if (byPatient) return moved ? 'rescheduledByPatient' : 'bookedByPatient';
  if (usedPreferredSlot) return moved ? 'rescheduledOnPreferred' : 'bookedOnPreferred';
  return moved ? 'rescheduledAlternativeProposed' : 'bookedAlternativeProposed';
}

const tags = ['booking'];

/**
 * Gives back every slot a request holds (reschedule, cancel, decline): counts down, booking rows go.
 * The caller must hold the request's row lock (`ownRequest(..., true)` or an update of the row),
 * else two writers read the same rows and count each slot down twice.
 */
export async function releaseSlots(tx: Db, request: Pick<RequestRecord, 'id'>): Promise<void> {
  const held = await tx
    .delete(slotBookings)
    .where(eq(slotBookings.requestId, request.id))
    .returning({ slotId: slotBookings.slotId, isWaitingList: slotBookings.isWaitingList });
  // A waiting-list row never counted; slot order keeps lock order the same across writers.
  const counted = held
    .filter((b) => !b.isWaitingList)
    .map((b) => b.slotId)
    .sort();
  for (const slotId of counted) {
    await tx
      .update(scheduleSlots)
      .set({ bookedCount: sql`greatest(${scheduleSlots.bookedCount} - 1, 0)` })
      .where(eq(scheduleSlots.id, slotId));
  }
}

/**
 * Why booking this request now would be refused, or null. A first booking (nothing
 * held yet) is not a reschedule; for a patient every booking here is one.
 */
function bookingRefusalOf(auth: Auth, req: RequestRecord, now: Date, by: 'staff' | 'patient') {
  return by === 'patient' || req.assignedSlotStart ? refusalFor(auth, req, now, by) : null;
}

export { slotTakenMessage };

/** Patient case, appointment detail and booking (spec 02 §7 schedule helpers). */
export function registerStaffBookingRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    patientCaseRoute,
    {
      schema: { params: requesterParamsSchema, response: { 200: patientCaseResponseSchema } },
      config: { tags, summary: 'Patient case by unit and requester (staff, or the patient rescheduling it)' },
    },
    async (request, reply) => {
      const caller = requireBookingCaller(request);
      const { unitId, requesterId } = request.params;
      const now = deps.now();
      // A patient reads their own case here only while they may reschedule it.
      const req =
        caller.kind === 'patient' ? await patientReschedulable(deps.db, caller.auth, unitId, requesterId, now) : null;
      const unit = req
        ? await unitOfRequest(deps.db, caller.auth, req)
        : await ownUnit(deps, caller.auth as Auth & { providerId: string }, unitId);
      // Staff may move a walk-in too: its case is the name the calendar shows and its slot.
      const walkIn = req ? null : await walkInOnUnit(deps.db, caller.auth.tenantId, unitId, requesterId);
      if (walkIn) return ok(reply, walkInCase(walkIn, unit, caller.auth, now));
      const kase =
        req ?? (await ownRequest(deps.db, caller.auth as Auth & { providerId: string }, unitId, requesterId));
      const preferred = await preferredOf(deps.db, kase.id);
      return ok(reply, {
        caseData: { person: kase.patient, bookingResourceTitle: unit.resourceName, bookingLocation: unit.locationName },
        bookedSchedule: preferred.map((p) => ({ start: p.start.toISOString(), end: p.end.toISOString() })),
        assignedSlot:
          kase.assignedSlotStart && kase.assignedSlotEnd
            ? { slotStartAt: kase.assignedSlotStart.toISOString(), slotEndAt: kase.assignedSlotEnd.toISOString() }
            : null,
        unitId,
        referenceNo: kase.referenceNo,
        serviceType: kase.requestType,
        status: kase.status,
        bookingRefusal: bookingRefusalOf(caller.auth, kase, now, caller.kind),
      });
    },
  );

  app.get(
    appointmentDetailRoute,
    {
      schema: { params: requesterParamsSchema, response: { 200: appointmentDetailResponseSchema } },
      config: { tags, summary: 'Appointment detail for the schedule dialog' },
    },
    async (request, reply) => {
      const auth = requireStaff(request);
      const { unitId, requesterId } = request.params;
      await ownUnit(deps, auth, unitId);
      const req = await ownRequest(deps.db, auth, unitId, requesterId);
      const [preferred, names] = await Promise.all([
        preferredOf(deps.db, req.id),
        namesOf(deps.db, req, requestLocale(request)),
      ]);
      return ok(reply, {
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
        assignedSlot:
          req.assignedSlotStart && req.assignedSlotEnd
            ? { slotStartAt: req.assignedSlotStart.toISOString(), slotEndAt: req.assignedSlotEnd.toISOString() }
            : null,
        now: deps.now().toISOString(),
      });
    },
  );

  app.post(
    bookRoute,
    {
      schema: { params: requesterParamsSchema, body: bookRequestSchema, response: { 200: bookResponseSchema } },
      config: { tags, summary: 'Book (or reschedule) a request into a slot range' },
    },
    async (request, reply) => {
      const caller = requireBookingCaller(request);
      const auth = caller.auth;
      const { unitId, requesterId } = request.params;
      const body = request.body;
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

      const result = await deps.db.transaction(async (tx) => {
        const walkIn =
          caller.kind === 'staff' ? await walkInOnUnit(tx, auth.tenantId, unit.unitId, requesterId, true) : null;
        if (walkIn) {
          const answer = await moveWalkIn(tx, auth, unit, walkIn, start, end, now);
          await storeIdempotentAnswer(tx, request, answer);
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
        const span = await tx
          .select()
          .from(scheduleSlots)
          .where(
            and(
              eq(scheduleSlots.unitId, unit.unitId),
              gte(scheduleSlots.start, start),
              lt(scheduleSlots.start, end),
              lte(scheduleSlots.end, end),
            ),
          )
          .orderBy(asc(scheduleSlots.start));
        // The range must be covered exactly by back-to-back slots of this unit.
        const contiguous =
          span.length > 0 &&
          span[0]!.start.getTime() === start.getTime() &&
          span[span.length - 1]!.end.getTime() === end.getTime() &&
          span.every((s, i) => i === 0 || s.start.getTime() === span[i - 1]!.end.getTime());
        if (!contiguous) throw new HttpError(400, 'The chosen time is not in this schedule.');
        await releaseSlots(tx, req);
        for (const slot of span) {
          // The conditional update is the guard: under concurrency only one writer gets the row.
          const taken = await tx
            .update(scheduleSlots)
            .set({ bookedCount: sql`${scheduleSlots.bookedCount} + 1` })
            .where(and(eq(scheduleSlots.id, slot.id), sql`${scheduleSlots.bookedCount} < ${scheduleSlots.capacity}`))
            .returning({ id: scheduleSlots.id });
          if (taken.length === 0) throw new HttpError(409, slotTakenMessage);
          await tx.insert(slotBookings).values({
            id: `bk-${randomUUID()}`,
            tenantId: auth.tenantId,
            unitId: unit.unitId,
            slotId: slot.id,
            requestId: req.id,
            slotStartAt: slot.start,
            slotEndAt: slot.end,
            displayName: req.patient.name,
            referenceId: req.referenceNo,
            serviceType: req.requestType,
            createdAt: now,
          });
        }
        const preferred = await preferredOf(tx, req.id);
        // The patient chose this time themselves: nothing is left to accept, it stays confirmed.
        const usedPreferredSlot =
          caller.kind === 'patient' || preferred.some((p) => p.start.getTime() === start.getTime());
        const status = usedPreferredSlot ? 'Scheduled' : 'Pending Patient Response';
        await tx
          .update(appointmentRequests)
          .set({
            status,
            assignedSlotId: span[0]!.id,
            assignedSlotStart: start,
            assignedSlotEnd: end,
            usedPreferredSlot,
            updatedAt: now,
          })
          .where(eq(appointmentRequests.id, req.id));
        const moved = body.isReschedule || req.assignedSlotStart !== null;
        await tx.insert(appointmentStatusHistory).values({
          id: `${req.id}-h-${randomUUID()}`,
          requestId: req.id,
          status,
          changedByUserId: actor.id,
          changedByName: actor.name,
          notes: historyNotes[bookingNote(moved, caller.kind === 'patient', usedPreferredSlot)],
          createdAt: now,
        });
        const answer = {
          status,
          usedPreferredSlot,
          // The confirmation names the other party: the patient for staff, the doctor or package for the patient.
          displayName: caller.kind === 'patient' ? unit.resourceName : req.patient.name,
          resourceName: unit.resourceName,
          locationName: unit.locationName,
          assignedSlot: { slotStartAt: start.toISOString(), slotEndAt: end.toISOString() },
        };
        await storeIdempotentAnswer(tx, request, answer);
        return answer;
      });
      return ok(reply, result);
    },
  );
}
