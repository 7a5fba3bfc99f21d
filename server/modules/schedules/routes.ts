import {
  bookingSummaryResponseSchema,
  healthScreeningSummaryRoute,
  providerBookingRoute,
  providerParamsSchema,
  selectedDayParamsSchema,
  selectedDayQuerySchema,
  selectedDayResponseSchema,
  selectedDayRoute,
  unitParamsSchema,
  unitRangeQuerySchema,
  unitScheduleResponseSchema,
  unitScheduleRoute,
  unitSchedulesPath,
  unitSchedulesRequestSchema,
  unitSchedulesResponseSchema,
} from '../../../src/lib/api/contract/schedules/staff-schedule';
import { requireBookingCaller, requireStaff } from '../appointments';
import { requestLocale } from '../../lib/data-locale';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import { registerBookingRoutes } from './booking-routes';
import { selectedDay, summaryFor, unitSchedule, unitSchedules } from './service';

const tags = ['schedules'];

/**
 * Provider booking summary, health-screening summary, unit schedules and the
 * selected day (docs/product/schedules.md#schedule-calls); then booking and status updates.
 */
export function registerSchedulesRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    providerBookingRoute,
    {
      schema: { params: providerParamsSchema, response: { 200: bookingSummaryResponseSchema } },
      config: { tags, summary: 'Provider-wide booking summary (doctors × locations)' },
    },
    async (request, reply) => {
      const auth = requireStaff(request, request.params.providerId);
      return ok(reply, await summaryFor(deps, auth, 'doctor'));
    },
  );

  app.get(
    healthScreeningSummaryRoute,
    {
      schema: { params: providerParamsSchema, response: { 200: bookingSummaryResponseSchema } },
      config: { tags, summary: 'Health-screening summary (all screening locations)' },
    },
    async (request, reply) => {
      const auth = requireStaff(request, request.params.providerId);
      return ok(reply, await summaryFor(deps, auth, 'screening'));
    },
  );

  app.post(
    unitSchedulesPath,
    {
      schema: { body: unitSchedulesRequestSchema, response: { 200: unitSchedulesResponseSchema } },
      config: { tags, summary: 'Schedules for a list of units over a date range' },
    },
    async (request, reply) => {
      const caller = requireBookingCaller(request);
      return ok(reply, { units: await unitSchedules(deps, caller, request.body, requestLocale(request)) });
    },
  );

  app.get(
    unitScheduleRoute,
    {
      schema: {
        params: unitParamsSchema,
        querystring: unitRangeQuerySchema,
        response: { 200: unitScheduleResponseSchema },
      },
      config: { tags, summary: 'Slots of one unit over a date range' },
    },
    async (request, reply) => {
      const auth = requireStaff(request);
      const { unitId } = request.params;
      return ok(reply, await unitSchedule(deps, auth, unitId, request.query, requestLocale(request)));
    },
  );

  app.get(
    selectedDayRoute,
    {
      schema: {
        params: selectedDayParamsSchema,
        querystring: selectedDayQuerySchema,
        response: { 200: selectedDayResponseSchema },
      },
      config: { tags, summary: 'One day of a unit: bounds and slots (a place the request holds counts as free)' },
    },
    async (request, reply) => {
      const caller = requireBookingCaller(request);
      const { unitId, date } = request.params;
      return ok(reply, await selectedDay(deps, caller, unitId, date, request.query.requesterId));
    },
  );

  registerBookingRoutes(app, deps);
}
