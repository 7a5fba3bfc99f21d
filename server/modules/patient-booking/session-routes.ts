import {
  appointmentSummaryParamsSchema,
  appointmentSummaryResponseSchema,
  bookSessionsBodySchema,
  bookSessionsParamsSchema,
  bookSessionsResponseSchema,
  sessionBookingPaths,
  unitScheduleParamsSchema,
  unitScheduleResponseSchema,
} from '../../../src/lib/api/contract/patient-booking/session-booking';
import { requestLocale } from '../../lib/data-locale';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import type { Deps, ZodApp } from '../../types';
import { appointmentSummary, bookSessions, unitSchedule } from './session-service';

const tags = ['patient-booking'];

/** Unit calendar with day statuses, preferred-session booking and the summary the confirmation page shows. */
export function registerSessionBookingRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    sessionBookingPaths.unitSchedule(':unitId'),
    {
      schema: { params: unitScheduleParamsSchema, response: { 200: unitScheduleResponseSchema } },
      config: { tags, summary: 'Days of a unit with dayStatus and their slots' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await unitSchedule(deps, auth, request.params.unitId));
    },
  );

  app.post(
    sessionBookingPaths.book(':unitId', ':requesterId'),
    {
      schema: {
        params: bookSessionsParamsSchema,
        body: bookSessionsBodySchema,
        response: { 200: bookSessionsResponseSchema },
      },
      config: { tags, summary: 'Hold two preferred sessions; a full slot joins its waiting list' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { unitId, requesterId } = request.params;
      const sessions = await bookSessions(deps, auth, { unitId, requesterId, body: request.body }, (tx, answer) =>
        storeIdempotentAnswer(tx, request, answer),
      );
      return ok(reply, { sessions });
    },
  );

  app.get(
    sessionBookingPaths.summary(':serviceType', ':requesterId'),
    {
      schema: { params: appointmentSummaryParamsSchema, response: { 200: appointmentSummaryResponseSchema } },
      config: { tags, summary: 'Doctor or package, facility and preferred sessions of a request' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { serviceType, requesterId } = request.params;
      const summary = await appointmentSummary(deps, auth, {
        serviceType,
        requesterId,
        locale: requestLocale(request),
      });
      return ok(reply, summary);
    },
  );
}
