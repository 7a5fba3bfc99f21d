import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  appointmentSummaryParamsSchema,
  appointmentSummaryResponseSchema,
  bookSessionsBodySchema,
  bookSessionsParamsSchema,
  bookSessionsResponseSchema,
  sessionBookingPaths,
  unitScheduleParamsSchema,
  unitScheduleResponseSchema,
  type CalendarDay,
  type HeldSession,
} from '../../../src/lib/api/contract/patient-booking/session-booking';
import {
  appointmentRequests,
  appointmentStatusHistory,
  appointmentUnits,
  doctors,
  facilities,
  preferredSlots,
  scheduleDays,
  scheduleSessions,
  scheduleSlots,
  screeningPackages,
  slotBookings,
} from '../../db/schema/domain';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { packageText, requestLocale, specialtyWording } from '../../lib/data-locale';
import { HttpError, notFound } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import { storeIdempotentAnswer } from '../../plugins/idempotency';
import type { Deps, ZodApp } from '../../types';
import { ensureWorklistItems, loadOwnRequest, mayRead, type RequestRow } from './patient-forms-access';
import { historyNotes } from '../../../src/lib/api/contract/history-notes';

const tags = ['session-booking'];
const expiredOrNotFound = () => new HttpError(400, 'A chosen session is no longer available. Please choose again.');

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
      const { unitId } = request.params;
      const [unit] = await deps.db
        .select()
        .from(appointmentUnits)
        .where(and(eq(appointmentUnits.unitId, unitId), eq(appointmentUnits.tenantId, auth.tenantId)))
        .limit(1);
      if (!unit) throw notFound('Schedule');
      const now = deps.now();
      const days = await deps.db
        .select()
        .from(scheduleDays)
        .where(eq(scheduleDays.unitId, unitId))
        .orderBy(asc(scheduleDays.localDate));
      const slots = await deps.db
        .select()
        .from(scheduleSlots)
        .where(eq(scheduleSlots.unitId, unitId))
        .orderBy(asc(scheduleSlots.start));
      const sessionDay = new Map(
        (
          await deps.db
            .select({ id: scheduleSessions.id, dayId: scheduleSessions.dayId })
            .from(scheduleSessions)
            .where(eq(scheduleSessions.unitId, unitId))
        ).map((s) => [s.id, s.dayId]),
      );
      const byDay = new Map<string, typeof slots>();
      for (const slot of slots) {
        const dayId = sessionDay.get(slot.sessionId) ?? '';
        byDay.set(dayId, [...(byDay.get(dayId) ?? []), slot]);
      }
      const calendar: CalendarDay[] = days.map((day) => {
        const future = day.isClosed ? [] : (byDay.get(day.id) ?? []).filter((s) => s.start > now);
        // A day with room is free; a day whose every future slot is full takes a waiting list; nothing left is busy.
        const dayStatus = day.isClosed
          ? 'closed'
          : future.length === 0
            ? 'busy'
            : future.some((s) => s.bookedCount < s.capacity)
              ? 'free'
              : 'busy-tentative';
        return {
          calendarDate: day.localDate,
          dayStatus,
          start: day.start.toISOString(),
          schedules: future.map((s) => ({
            id: s.id,
            start: s.start.toISOString(),
            end: s.end.toISOString(),
            capacity: s.capacity,
            bookedCount: s.bookedCount,
          })),
        };
      });
      return ok(reply, {
        unitId,
        resourceName: unit.resourceName,
        locationName: unit.locationName,
        timeZone: auth.tenant.timeZone,
        defaultDurationInMinute: unit.defaultDurationInMinute,
        calendar,
      });
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
      const body = request.body;
      const row = await loadOwnRequest(deps, auth, requesterId);
      if (row.unitId !== unitId) throw notFound('Schedule');
      if (row.status !== 'Incomplete') {
        throw new HttpError(409, 'Sessions have already been submitted for this request.');
      }
      if (row.requestType === 'MCU' && row.patient.email === '') {
        throw new HttpError(409, 'Please complete the form first.');
      }
      const items = [...body.bookedSchedule].sort((a, b) => a.priority - b.priority);
      if (
        new Set(items.map((i) => i.priority)).size !== items.length ||
        items.some((item, k) => item.priority !== k + 1)
      ) {
        throw new HttpError(400, 'Priorities must run 1..n in the order chosen.');
      }
      if (new Set(items.map((i) => new Date(i.start).getTime())).size !== items.length) {
        throw new HttpError(400, 'Choose two different sessions.');
      }
      const now = deps.now();
      const starts = items.map((i) => new Date(i.start));
      const slots = await deps.db
        .select()
        .from(scheduleSlots)
        .where(and(eq(scheduleSlots.unitId, unitId), inArray(scheduleSlots.start, starts)));
      const chosen = items.map((item) => {
        const slot = slots.find(
          (s) =>
            s.start.getTime() === new Date(item.start).getTime() && s.end.getTime() === new Date(item.end).getTime(),
        );
        if (!slot || slot.start <= now) throw expiredOrNotFound();
        return { item, slot };
      });
      const agent = auth.roleId === 'agent';
      const displayName = agent ? row.patient.name || 'Patient' : body.clientCaseData.displayName || row.patient.name;
      const actor = `${auth.firstName} ${auth.lastName}`;

      const sessions = await deps.db.transaction(async (tx) => {
        // Claim the request first so two submissions of the same request cannot both pass. The update is also
        // the request's row lock, taken before any slot is touched, as every write to a request's slots does.
        const claimed = await tx
          .update(appointmentRequests)
          .set({ status: 'Pending Clinic Response', updatedAt: now })
          .where(and(eq(appointmentRequests.id, row.id), eq(appointmentRequests.status, 'Incomplete')))
          .returning({ id: appointmentRequests.id });
        if (claimed.length === 0) throw new HttpError(409, 'Sessions have already been submitted for this request.');
        const held: HeldSession[] = [];
        for (const { item, slot } of chosen) {
          // The conditional update is the whole guarantee: a slot never goes past its capacity.
          const taken = await tx
            .update(scheduleSlots)
            .set({ bookedCount: sql`${scheduleSlots.bookedCount} + 1` })
            .where(and(eq(scheduleSlots.id, slot.id), lt(scheduleSlots.bookedCount, scheduleSlots.capacity)))
            .returning({ id: scheduleSlots.id });
          const isWaitingList = taken.length === 0;
          await tx.insert(slotBookings).values({
            id: `bk-${row.id}-${item.priority}`,
            tenantId: row.tenantId,
            unitId,
            slotId: slot.id,
            requestId: row.id,
            slotStartAt: slot.start,
            slotEndAt: slot.end,
            displayName,
            referenceId: row.referenceNo,
            serviceType: row.requestType,
            isWaitingList,
          });
          await tx.insert(preferredSlots).values({
            id: `${row.id}-pref-${item.priority}`,
            requestId: row.id,
            start: slot.start,
            end: slot.end,
            expireAt: new Date(item.expireAt),
            priority: item.priority,
            isWaitingList,
          });
          held.push({
            start: slot.start.toISOString(),
            end: slot.end.toISOString(),
            priority: item.priority,
            isWaitingList,
          });
        }
        await tx.insert(appointmentStatusHistory).values({
          id: `${row.id}-h-${now.getTime()}`,
          requestId: row.id,
          status: 'Pending Clinic Response',
          changedByUserId: auth.userId,
          changedByName: actor,
          notes: historyNotes.sessionsSubmitted,
          createdAt: now,
        });
        await ensureWorklistItems(tx, row, now);
        await storeIdempotentAnswer(tx, request, { sessions: held });
        return held;
      });
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
      const [row] = await deps.db
        .select()
        .from(appointmentRequests)
        .where(and(eq(appointmentRequests.tenantId, auth.tenantId), eq(appointmentRequests.id, requesterId)))
        .limit(1);
      if (!row || !mayRead(auth, row) || row.requestType !== serviceType.toUpperCase()) {
        throw notFound('Appointment request');
      }
      return ok(reply, await summarise(deps, row, auth.tenant.timeZone, requestLocale(request)));
    },
  );
}

async function summarise(deps: Deps, row: RequestRow, timeZone: string, locale: SupportedLocale) {
  const [doctor] = row.doctorId
    ? await deps.db.select().from(doctors).where(eq(doctors.id, row.doctorId)).limit(1)
    : [];
  const [pkg] = row.packageId
    ? await deps.db.select().from(screeningPackages).where(eq(screeningPackages.id, row.packageId)).limit(1)
    : [];
  const [facility] = await deps.db.select().from(facilities).where(eq(facilities.id, row.facilityId)).limit(1);
  const preferred = await deps.db
    .select()
    .from(preferredSlots)
    .where(eq(preferredSlots.requestId, row.id))
    .orderBy(asc(preferredSlots.priority));
  // Only shown, never sent back: worded in the reader's language.
  const wording = await specialtyWording(deps.db, doctor?.specialties ?? [], locale);
  return {
    serviceType: row.requestType,
    referenceNo: row.referenceNo,
    doctorName: doctor?.fullname ?? null,
    specialties: (doctor?.specialties ?? []).map(wording),
    packageName: pkg ? packageText(pkg, locale).name : null,
    facilityName: facility?.facilityName ?? '',
    timeZone,
    preferred: preferred.map((p) => ({
      start: p.start.toISOString(),
      end: p.end.toISOString(),
      priority: p.priority,
      isWaitingList: p.isWaitingList,
    })),
  };
}
