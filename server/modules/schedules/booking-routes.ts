import {
  appointmentDetailResponseSchema,
  appointmentDetailRoute,
  bookRequestSchema,
  bookResponseSchema,
  bookRoute,
  patientCaseResponseSchema,
  patientCaseRoute,
  requesterParamsSchema,
  statusUpdatePath,
  statusUpdateRequestSchema,
  statusUpdateResponseSchema,
} from '../../../src/lib/api/contract/schedules/staff-booking';
import { requireBookingCaller, requireStaff } from '../appointments';
import { requestLocale } from '../../lib/data-locale';
import { ok } from '../../lib/reply';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import type { Deps, ZodApp } from '../../types';
import { appointmentDetail, book, patientCase, updateStatus } from './booking-service';

const tags = ['schedules'];

/** Patient case, appointment detail, booking and status updates (docs/product/schedules.md#schedule-calls, #status-actions). */
export function registerBookingRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    patientCaseRoute,
    {
      schema: { params: requesterParamsSchema, response: { 200: patientCaseResponseSchema } },
      config: { tags, summary: 'Patient case by unit and requester (staff, or the patient rescheduling it)' },
    },
    async (request, reply) => {
      const caller = requireBookingCaller(request);
      const { unitId, requesterId } = request.params;
      return ok(reply, await patientCase(deps, caller, unitId, requesterId));
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
      return ok(reply, await appointmentDetail(deps, auth, unitId, requesterId, requestLocale(request)));
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
      const remember = (tx: Deps['db'], answer: unknown) => storeIdempotentAnswer(tx, request, answer);
      return ok(reply, await book(deps, caller, request.params, request.body, remember));
    },
  );

  app.post(
    statusUpdatePath,
    {
      schema: { body: statusUpdateRequestSchema, response: { 200: statusUpdateResponseSchema } },
      config: { tags, summary: 'Update an appointment status with notes' },
    },
    async (request, reply) => {
      const auth = requireStaff(request);
      return ok(reply, await updateStatus(deps, auth, request.body));
    },
  );
}
