import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  statusUpdatePath,
  statusUpdateRequestSchema,
  statusUpdateResponseSchema,
  type StatusUpdateRequest,
} from '../../../src/lib/api/contract/schedules/staff-booking';
import { appointmentRequests, appointmentStatusHistory } from '../../db/schema/domain';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import { releaseSlots } from './staff-booking';
import { ownRequest } from '../../lib/appointments/request-records';
import { actorOf, ownUnit, requireStaff } from '../../lib/appointments/staff-access';
import { cancelWalkIn, walkInOnUnit } from './walk-in-booking';

/**
 * Staff status update (spec 02 §4): Cancel (future, notes mandatory, frees the
 * slot), Attended / No Show (started or past). Every change is recorded with
 * who, when and notes; the patient's inbox and Case Details read that history.
 */
export function registerAppointmentStatusRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    statusUpdatePath,
    {
      schema: { body: statusUpdateRequestSchema, response: { 200: statusUpdateResponseSchema } },
      config: { tags: ['booking'], summary: 'Update an appointment status with notes' },
    },
    async (request, reply) => {
      const auth = requireStaff(request);
      const body = request.body as Required<StatusUpdateRequest>;
      await ownUnit(deps, auth, body.unitId);
      const now = deps.now();
      const actor = actorOf(auth);
      await deps.db.transaction(async (tx) => {
        const walkIn = await walkInOnUnit(tx, auth.tenantId, body.unitId, body.requesterId, true);
        if (walkIn) return cancelWalkIn(tx, auth.tenantId, walkIn, body.status, now);
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
        await tx
          .update(appointmentRequests)
          .set({ status: body.status, updatedAt: now })
          .where(eq(appointmentRequests.id, req.id));
        await tx.insert(appointmentStatusHistory).values({
          id: `${req.id}-h-${randomUUID()}`,
          requestId: req.id,
          status: body.status,
          changedByUserId: actor.id,
          changedByName: actor.name,
          notes: body.notes.trim() === '' ? null : body.notes.trim(),
          createdAt: now,
        });
      });
      return ok(reply, { status: body.status, updatedAt: now.toISOString() });
    },
  );
}
