import type { FastifyInstance } from 'fastify';
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
  type BookRequest,
} from '../../src/lib/api/contract/staff-booking';
import { appointmentRequests, appointmentStatusHistory, scheduleSlots, slotBookings } from '../db/schema/domain';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
import { ok } from '../lib/reply';
import { storeIdempotentAnswer } from '../plugins/idempotency';
import type { Deps } from '../types';
import { actorOf, ownUnit, requireStaff } from './staff-schedule-access';
import { namesOf, ownRequest, preferredOf, type RequestRecord } from './staff-booking-data';

const tags = ['booking'];
type Params = { unitId: number; requesterId: string };

/**
 * Gives back every slot a request holds (reschedule, cancel, decline): counts down, booking rows go.
 * The caller must hold the request's row lock (`ownRequest(..., true)` or an update of the row),
 * else two writers read the same rows and count each slot down twice.
 */
export async function releaseSlots(tx: Db, request: Pick<RequestRecord, 'id'>): Promise<void> {
  const held = await tx.delete(slotBookings).where(eq(slotBookings.requestId, request.id)).returning({ slotId: slotBookings.slotId, isWaitingList: slotBookings.isWaitingList });
  // A waiting-list row never counted; slot order keeps lock order the same across writers.
  const counted = held.filter((b) => !b.isWaitingList).map((b) => b.slotId).sort();
  for (const slotId of counted) {
    await tx.update(scheduleSlots).set({ bookedCount: sql`greatest(${scheduleSlots.bookedCount} - 1, 0)` }).where(eq(scheduleSlots.id, slotId));
  }
}

export const slotTakenMessage = 'This time slot has just been booked. Please choose another time.';

/** Patient case, appointment detail and booking (spec 02 §7 schedule helpers). */
export function registerStaffBookingRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(
    patientCaseRoute,
    { schema: { params: requesterParamsSchema, response: { 200: patientCaseResponseSchema } }, config: { tags, summary: 'Patient case by unit and requester (staff)' } },
    async (request, reply) => {
      const auth = requireStaff(request);
      const { unitId, requesterId } = request.params as Params;
      const unit = await ownUnit(deps, auth, unitId);
      const req = await ownRequest(deps.db, auth, unitId, requesterId);
      const preferred = await preferredOf(deps.db, req.id);
      return ok(reply, {
        caseData: { person: req.patient, bookingResourceTitle: unit.resourceName, bookingLocation: unit.locationName },
        bookedSchedule: preferred.map((p) => ({ start: p.start.toISOString(), end: p.end.toISOString() })),
        assignedSlot: req.assignedSlotStart && req.assignedSlotEnd ? { slotStartAt: req.assignedSlotStart.toISOString(), slotEndAt: req.assignedSlotEnd.toISOString() } : null,
        unitId,
        referenceNo: req.referenceNo,
        serviceType: req.requestType,
        status: req.status,
      });
    },
  );

  app.get(
    appointmentDetailRoute,
    { schema: { params: requesterParamsSchema, response: { 200: appointmentDetailResponseSchema } }, config: { tags, summary: 'Appointment detail for the schedule dialog' } },
    async (request, reply) => {
      const auth = requireStaff(request);
      const { unitId, requesterId } = request.params as Params;
      await ownUnit(deps, auth, unitId);
      const req = await ownRequest(deps.db, auth, unitId, requesterId);
      const [preferred, names] = await Promise.all([preferredOf(deps.db, req.id), namesOf(deps.db, req)]);
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
        assignedSlot: req.assignedSlotStart && req.assignedSlotEnd ? { slotStartAt: req.assignedSlotStart.toISOString(), slotEndAt: req.assignedSlotEnd.toISOString() } : null,
        now: deps.now().toISOString(),
      });
    },
  );

  app.post(
    bookRoute,
    { schema: { params: requesterParamsSchema, body: bookRequestSchema, response: { 200: bookResponseSchema } }, config: { tags, summary: 'Book (or reschedule) a request into a slot range' } },
    async (request, reply) => {
      const auth = requireStaff(request);
      const { unitId, requesterId } = request.params as Params;
      const body = request.body as BookRequest;
      const unit = await ownUnit(deps, auth, unitId);
      const start = new Date(body.assignedSlot.slotStartAt);
      const end = new Date(body.assignedSlot.slotEndAt);
      if (!(start < end) || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw new HttpError(400, 'The end time must be after the start time.');
      if (start <= deps.now()) throw new HttpError(400, 'Appointments can only be booked in the future.');
      const now = deps.now();
      const actor = actorOf(auth);

      const result = await deps.db.transaction(async (tx) => {
        const req = await ownRequest(tx, auth, unitId, requesterId, true);
        if (['Attended', 'No Show', 'Cancel', 'Incomplete'].includes(req.status)) throw new HttpError(409, `A request in status ${req.status} cannot be booked.`);
        const span = await tx
          .select()
          .from(scheduleSlots)
          .where(and(eq(scheduleSlots.unitId, unit.unitId), gte(scheduleSlots.start, start), lt(scheduleSlots.start, end), lte(scheduleSlots.end, end)))
          .orderBy(asc(scheduleSlots.start));
        // The range must be covered exactly by back-to-back slots of this unit.
        const contiguous = span.length > 0 && span[0]!.start.getTime() === start.getTime() && span[span.length - 1]!.end.getTime() === end.getTime() && span.every((s, i) => i === 0 || s.start.getTime() === span[i - 1]!.end.getTime());
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
        const usedPreferredSlot = preferred.some((p) => p.start.getTime() === start.getTime());
        const status = usedPreferredSlot ? 'Scheduled' : 'Pending Patient Response';
        await tx
          .update(appointmentRequests)
          .set({ status, assignedSlotId: span[0]!.id, assignedSlotStart: start, assignedSlotEnd: end, usedPreferredSlot, updatedAt: now })
          .where(eq(appointmentRequests.id, req.id));
        const verb = body.isReschedule ? 'Rescheduled' : 'Booked';
        await tx.insert(appointmentStatusHistory).values({
          id: `${req.id}-h-${randomUUID()}`,
          requestId: req.id,
          status,
          changedByUserId: actor.id,
          changedByName: actor.name,
          notes: usedPreferredSlot ? `${verb} on preferred session` : `${verb}; alternative slot proposed`,
          createdAt: now,
        });
        const answer = {
          status,
          usedPreferredSlot,
          displayName: req.patient.name,
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
