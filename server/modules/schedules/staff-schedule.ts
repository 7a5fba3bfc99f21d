import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  bookingSummaryResponseSchema,
  healthScreeningSummaryRoute,
  providerBookingRoute,
  providerParamsSchema,
  selectedDayParamsSchema,
  selectedDayResponseSchema,
  selectedDayRoute,
  unitParamsSchema,
  unitRangeQuerySchema,
  unitScheduleResponseSchema,
  unitScheduleRoute,
  unitSchedulesPath,
  unitSchedulesRequestSchema,
  unitSchedulesResponseSchema,
  type BookingSummary,
  type DayStatus,
  type UnitSchedule,
} from '../../../src/lib/api/contract/schedules/staff-schedule';
import { appointmentUnits, scheduleDays, scheduleSessions, scheduleSlots } from '../../db/schema/domain';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import type { Auth, Deps, ZodApp } from '../../types';
import { ownUnit, ownUnits, requireStaff } from '../../lib/appointments/staff-access';
import { patientReschedulableUnits, requireBookingCaller } from '../../lib/appointments/reschedule-access';
import { addLocalDays, dayStart, localDate } from '../../lib/zoned-days';
import { loadUnitSchedules } from './staff-schedule-data';
import { requestLocale } from '../../lib/data-locale';

const tags = ['schedule'];
const maxRangeDays = 62;

function checkRange(from: string, to: string): void {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (!(days >= 0 && days <= maxRangeDays)) {
    throw new HttpError(400, `The date range must run forwards and cover at most ${maxRangeDays} days.`);
  }
}

/** Per local day across the units: free if any unit has room, closed if all closed, else busy. */
async function summaryFor(
  deps: Deps,
  auth: Auth & { providerId: string },
  kind: 'doctor' | 'screening',
): Promise<BookingSummary> {
  const units = await deps.db
    .select()
    .from(appointmentUnits)
    .where(
      and(
        eq(appointmentUnits.tenantId, auth.tenantId),
        eq(appointmentUnits.providerId, auth.providerId),
        eq(appointmentUnits.kind, kind),
      ),
    )
    .orderBy(asc(appointmentUnits.resourceName), asc(appointmentUnits.unitId));
  const unitIds = units.map((u) => u.unitId);
  const byDay = new Map<string, { start: Date; statuses: DayStatus[] }>();
  if (unitIds.length > 0) {
    const from = localDate(deps.now(), auth.tenant.timeZone);
    const days = await deps.db
      .select()
      .from(scheduleDays)
      .where(and(inArray(scheduleDays.unitId, unitIds), gte(scheduleDays.localDate, addLocalDays(from, -7))));
    const slots = await deps.db
      .select({
        dayId: scheduleSessions.dayId,
        bookedCount: scheduleSlots.bookedCount,
        capacity: scheduleSlots.capacity,
      })
      .from(scheduleSlots)
      .innerJoin(scheduleSessions, eq(scheduleSessions.id, scheduleSlots.sessionId))
      .where(
        and(
          inArray(scheduleSlots.unitId, unitIds),
          gte(scheduleSlots.start, dayStart(addLocalDays(from, -7), auth.tenant.timeZone)),
        ),
      );
    const roomy = new Set(slots.filter((s) => s.bookedCount < s.capacity).map((s) => s.dayId));
    for (const day of days) {
      const entry = byDay.get(day.localDate) ?? { start: day.start, statuses: [] };
      entry.statuses.push(day.isClosed ? 'closed' : roomy.has(day.id) ? 'free' : 'busy');
      byDay.set(day.localDate, entry);
    }
  }
  const resources = new Map<string, BookingSummary['allResources'][number]>();
  for (const unit of units) {
    const id = kind === 'screening' ? 'health-screening' : (unit.doctorId ?? `unit-${unit.unitId}`);
    const resource = resources.get(id) ?? {
      resourceId: id,
      resourceName: kind === 'screening' ? 'Health Screening' : unit.resourceName,
      locations: [],
    };
    resource.locations.push({ unitId: unit.unitId, locationName: unit.locationName });
    resources.set(id, resource);
  }
  return {
    calendarSummary: [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, { start, statuses }]) => ({
        date,
        start: start.toISOString(),
        status: statuses.includes('free') ? 'free' : statuses.every((s) => s === 'closed') ? 'closed' : 'busy',
      })),
    allResources: [...resources.values()],
    appointmentUnits: units.map((u) => ({
      unitId: u.unitId,
      resourceName: u.resourceName,
      locationName: u.locationName,
    })),
  };
}

/** A unit's schedule as a patient may see it: sessions and free time, and only their own bookings. */
function ownBookingsOnly(unit: UnitSchedule, ownReferences: Set<string>): UnitSchedule {
  const own = (b: { bookedCaseData: { referenceId: string } }) => ownReferences.has(b.bookedCaseData.referenceId);
  return {
    ...unit,
    calendar: unit.calendar.map((day) => ({
      ...day,
      schedules: day.schedules.map((s) => ({ ...s, bookedSlots: s.bookedSlots.filter(own) })),
    })),
    appointments: unit.appointments.filter(own),
    preferredSlots: [],
  };
}

/** Provider booking summary, health-screening summary, unit schedules and the selected day (spec 02 §7 schedule helpers). */
export function registerStaffScheduleRoutes(app: ZodApp, deps: Deps): void {
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
      const { auth } = caller;
      const { unitIds, from, to } = request.body;
      checkRange(from, to);
      if (caller.kind === 'staff') {
        const units = await ownUnits(deps, caller.auth, unitIds);
        return ok(reply, {
          units: await loadUnitSchedules(
            deps.db,
            auth.tenantId,
            units,
            from,
            to,
            auth.tenant.timeZone,
            requestLocale(request),
          ),
        });
      }
      // A patient rescheduling sees when the unit is open and their own booking, never other patients'.
      const { units, ownReferences } = await patientReschedulableUnits(deps, auth, unitIds);
      const schedules = await loadUnitSchedules(
        deps.db,
        auth.tenantId,
        units,
        from,
        to,
        auth.tenant.timeZone,
        requestLocale(request),
      );
      return ok(reply, { units: schedules.map((unit) => ownBookingsOnly(unit, ownReferences)) });
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
      const { from, to } = request.query;
      checkRange(from, to);
      const unit = await ownUnit(deps, auth, unitId);
      const [schedule] = await loadUnitSchedules(
        deps.db,
        auth.tenantId,
        [unit],
        from,
        to,
        auth.tenant.timeZone,
        requestLocale(request),
      );
      return ok(reply, schedule);
    },
  );

  app.get(
    selectedDayRoute,
    {
      schema: { params: selectedDayParamsSchema, response: { 200: selectedDayResponseSchema } },
      config: { tags, summary: 'One day of a unit: bounds and slots' },
    },
    async (request, reply) => {
      const caller = requireBookingCaller(request);
      const { auth } = caller;
      const { unitId, date } = request.params;
      const unit =
        caller.kind === 'staff'
          ? await ownUnit(deps, caller.auth, unitId)
          : (await patientReschedulableUnits(deps, auth, [unitId])).units[0]!;
      const from = dayStart(date, auth.tenant.timeZone);
      const to = dayStart(addLocalDays(date, 1), auth.tenant.timeZone);
      const [sessions, slots] = await Promise.all([
        deps.db
          .select()
          .from(scheduleSessions)
          .where(
            and(
              eq(scheduleSessions.unitId, unit.unitId),
              gte(scheduleSessions.start, from),
              lt(scheduleSessions.start, to),
            ),
          )
          .orderBy(asc(scheduleSessions.start)),
        deps.db
          .select()
          .from(scheduleSlots)
          .where(
            and(eq(scheduleSlots.unitId, unit.unitId), gte(scheduleSlots.start, from), lt(scheduleSlots.start, to)),
          )
          .orderBy(asc(scheduleSlots.start)),
      ]);
      const first = sessions[0];
      const last = sessions[sessions.length - 1];
      return ok(reply, {
        selectedSchedule: first && last ? { start: first.start.toISOString(), end: last.end.toISOString() } : null,
        defaultDurationInMinute: unit.defaultDurationInMinute,
        slots: slots.map((s) => ({
          slotStartAt: s.start.toISOString(),
          slotEndAt: s.end.toISOString(),
          available: s.bookedCount < s.capacity && s.start > deps.now(),
        })),
      });
    },
  );
}
