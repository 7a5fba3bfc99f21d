import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DayStatus, UnitSchedule } from '../../../src/lib/api/contract/schedules/staff-schedule';
import type { appointmentUnits } from '../../db/schema/domain';
import {
  appointmentRequests,
  preferredSlots,
  scheduleDays,
  scheduleSessions,
  scheduleSlots,
  screeningPackages,
  slotBookings,
} from '../../db/schema/domain';
import type { Db } from '../../db/client';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { packageName } from '../../lib/data-locale';
import { addLocalDays, dayStart } from '../../lib/dates';

type Unit = typeof appointmentUnits.$inferSelect;

/**
 * Days, sessions, booked slots and waiting preferred sessions of some units
 * between two local dates (inclusive), in the shape docs/product/schedules.md#schedule-data gives. A day
 * is closed if marked so, busy when every slot is full, otherwise free.
 */
export async function loadUnitSchedules(
  db: Db,
  tenantId: string,
  units: Unit[],
  from: string,
  to: string,
  timeZone: string,
  locale: SupportedLocale,
): Promise<UnitSchedule[]> {
  if (units.length === 0) return [];
  const unitIds = units.map((u) => u.unitId);
  const startAt = dayStart(from, timeZone);
  const endAt = dayStart(addLocalDays(to, 1), timeZone);
  const [days, sessions, slots, bookings, preferred, assigned] = await Promise.all([
    db
      .select()
      .from(scheduleDays)
      .where(
        and(
          eq(scheduleDays.tenantId, tenantId),
          inArray(scheduleDays.unitId, unitIds),
          gte(scheduleDays.localDate, from),
          lt(scheduleDays.localDate, addLocalDays(to, 1)),
        ),
      ),
    db
      .select()
      .from(scheduleSessions)
      .where(
        and(
          eq(scheduleSessions.tenantId, tenantId),
          inArray(scheduleSessions.unitId, unitIds),
          gte(scheduleSessions.start, startAt),
          lt(scheduleSessions.start, endAt),
        ),
      )
      .orderBy(asc(scheduleSessions.start)),
    db
      .select({
        id: scheduleSlots.id,
        unitId: scheduleSlots.unitId,
        sessionId: scheduleSlots.sessionId,
        bookedCount: scheduleSlots.bookedCount,
        capacity: scheduleSlots.capacity,
      })
      .from(scheduleSlots)
      .where(
        and(
          eq(scheduleSlots.tenantId, tenantId),
          inArray(scheduleSlots.unitId, unitIds),
          gte(scheduleSlots.start, startAt),
          lt(scheduleSlots.start, endAt),
        ),
      ),
    db
      .select({
        booking: slotBookings,
        status: appointmentRequests.status,
        packageName: screeningPackages.name,
        packageLabels: screeningPackages.labels,
      })
      .from(slotBookings)
      .leftJoin(appointmentRequests, eq(appointmentRequests.id, slotBookings.requestId))
      // A request's package, else a health-screening walk-in's own.
      .leftJoin(
        screeningPackages,
        eq(screeningPackages.id, sql`coalesce(${appointmentRequests.packageId}, ${slotBookings.packageId})`),
      )
      .where(
        and(
          eq(slotBookings.tenantId, tenantId),
          inArray(slotBookings.unitId, unitIds),
          gte(slotBookings.slotStartAt, startAt),
          lt(slotBookings.slotStartAt, endAt),
          // Bookings only: a waiting-list entry holds no place (the waiting-list panel lists it), and a session a
          // request holds while the clinic has not answered is that request's Patient's Choice, not a Confirmed
          // booking with a status to change (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
          eq(slotBookings.isWaitingList, false),
          or(isNull(appointmentRequests.status), ne(appointmentRequests.status, 'Pending Clinic Response')),
        ),
      )
      // The places of one session in the order they were booked, the same on every read (the board's chooser).
      .orderBy(asc(slotBookings.slotStartAt), asc(slotBookings.createdAt), asc(slotBookings.id)),
    db
      .select({ p: preferredSlots, r: appointmentRequests })
      .from(preferredSlots)
      .innerJoin(appointmentRequests, eq(appointmentRequests.id, preferredSlots.requestId))
      .where(
        and(
          eq(appointmentRequests.tenantId, tenantId),
          inArray(appointmentRequests.unitId, unitIds),
          eq(appointmentRequests.status, 'Pending Clinic Response'),
          gte(preferredSlots.start, startAt),
          lt(preferredSlots.start, endAt),
        ),
      ),
    // Appointments whose slot row is gone (past visits recorded without one) still belong on the calendar.
    db
      .select({ r: appointmentRequests, packageName: screeningPackages.name, packageLabels: screeningPackages.labels })
      .from(appointmentRequests)
      .leftJoin(screeningPackages, eq(screeningPackages.id, appointmentRequests.packageId))
      .where(
        and(
          eq(appointmentRequests.tenantId, tenantId),
          inArray(appointmentRequests.unitId, unitIds),
          inArray(appointmentRequests.status, ['Scheduled', 'Attended', 'No Show', 'Pending Patient Response']),
          gte(appointmentRequests.assignedSlotStart, startAt),
          lt(appointmentRequests.assignedSlotStart, endAt),
        ),
      ),
  ]);
  const booked = new Set(bookings.map((b) => b.booking.requestId).filter(Boolean));
  const unslotted = assigned.filter((a) => !booked.has(a.r.id) && a.r.assignedSlotStart && a.r.assignedSlotEnd);

  return units.map((unit) => {
    const unitSlots = slots.filter((s) => s.unitId === unit.unitId);
    const calendar = days
      .filter((d) => d.unitId === unit.unitId)
      .sort((a, b) => a.localDate.localeCompare(b.localDate))
      .map((day) => {
        const daySessions = sessions.filter((s) => s.dayId === day.id);
        const daySlots = unitSlots.filter((s) => daySessions.some((ses) => ses.id === s.sessionId));
        const full = daySlots.length > 0 && daySlots.every((s) => s.bookedCount >= s.capacity);
        const dayStatus: DayStatus = day.isClosed ? 'closed' : full ? 'busy' : 'free';
        return {
          date: day.localDate,
          dayStatus,
          start: day.start.toISOString(),
          schedules: daySessions.map((ses) => ({
            start: ses.start.toISOString(),
            end: ses.end.toISOString(),
            bookedSlots: bookings
              .filter(
                (b) =>
                  b.booking.unitId === unit.unitId &&
                  b.booking.slotStartAt >= ses.start &&
                  b.booking.slotStartAt < ses.end,
              )
              .map((b) => ({
                slotStartAt: b.booking.slotStartAt.toISOString(),
                slotEndAt: b.booking.slotEndAt.toISOString(),
                bookedCaseData: {
                  displayName: b.booking.displayName,
                  referenceId: b.booking.referenceId,
                  serviceType: b.booking.serviceType,
                  status: b.status ?? null,
                  packageName: packageName(b.packageName, b.packageLabels, locale),
                },
              })),
          })),
        };
      });
    return {
      unitId: unit.unitId,
      resourceName: unit.resourceName,
      locationName: unit.locationName,
      defaultDurationInMinute: unit.defaultDurationInMinute,
      calendar,
      appointments: unslotted
        .filter((a) => a.r.unitId === unit.unitId)
        .map((a) => ({
          slotStartAt: a.r.assignedSlotStart!.toISOString(),
          slotEndAt: a.r.assignedSlotEnd!.toISOString(),
          bookedCaseData: {
            displayName: a.r.patient.name,
            referenceId: a.r.referenceNo,
            serviceType: a.r.requestType,
            status: a.r.status,
            packageName: packageName(a.packageName, a.packageLabels, locale),
          },
        })),
      preferredSlots: preferred
        .filter((p) => p.r.unitId === unit.unitId)
        .map((p) => ({
          start: p.p.start.toISOString(),
          end: p.p.end.toISOString(),
          displayName: p.r.patient.name,
          referenceId: p.r.referenceNo,
          serviceType: p.r.requestType,
          waiting: p.p.isWaitingList,
        })),
    };
  });
}
