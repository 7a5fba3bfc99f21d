import type {
  BookingSummary,
  DayStatus,
  SelectedDay,
  UnitSchedule,
} from '../../../src/lib/api/contract/schedules/staff-schedule';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import { patientReschedulableUnits, type BookingCaller, ownUnit, ownUnits } from '../appointments';
import { HttpError } from '../../lib/http-error';
import { addLocalDays, dayStart, localDate } from '../../lib/dates';
import type { Auth, Deps } from '../../types';
import { daysFrom, providerUnitsOfKind, sessionsAndSlotsBetween, slotFillFrom, slotsHeldBy } from './queries';
import { loadUnitSchedules } from './schedule-queries';

const maxRangeDays = 62;

export function checkRange(from: string, to: string): void {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (!(days >= 0 && days <= maxRangeDays)) {
    throw new HttpError(400, `The date range must run forwards and cover at most ${maxRangeDays} days.`);
  }
}

/** Per local day across the units: free if any unit has room, closed if all closed, else busy. */
export async function summaryFor(
  deps: Deps,
  auth: Auth & { providerId: string },
  kind: 'doctor' | 'screening',
): Promise<BookingSummary> {
  const units = await providerUnitsOfKind(deps.db, auth.tenantId, auth.providerId, kind);
  const unitIds = units.map((u) => u.unitId);
  const byDay = new Map<string, { start: Date; statuses: DayStatus[] }>();
  if (unitIds.length > 0) {
    const from = localDate(deps.now(), auth.tenant.timeZone);
    const days = await daysFrom(deps.db, unitIds, addLocalDays(from, -7));
    const slots = await slotFillFrom(deps.db, unitIds, dayStart(addLocalDays(from, -7), auth.tenant.timeZone));
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
export function ownBookingsOnly(unit: UnitSchedule, ownReferences: Set<string>): UnitSchedule {
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

/** Schedules of some units over a range: staff see their own units whole, a patient only their own bookings. */
export async function unitSchedules(
  deps: Deps,
  caller: BookingCaller,
  range: { unitIds: number[]; from: string; to: string },
  locale: SupportedLocale,
): Promise<UnitSchedule[]> {
  const { auth } = caller;
  const { unitIds, from, to } = range;
  checkRange(from, to);
  if (caller.kind === 'staff') {
    const units = await ownUnits(deps, caller.auth, unitIds);
    return loadUnitSchedules(deps.db, auth.tenantId, units, from, to, auth.tenant.timeZone, locale);
  }
  // A patient rescheduling sees when the unit is open and their own booking, never other patients'.
  const { units, ownReferences } = await patientReschedulableUnits(deps, auth, unitIds);
  const schedules = await loadUnitSchedules(deps.db, auth.tenantId, units, from, to, auth.tenant.timeZone, locale);
  return schedules.map((unit) => ownBookingsOnly(unit, ownReferences));
}

/** One unit's schedule over a range (staff of the unit). */
export async function unitSchedule(
  deps: Deps,
  auth: Auth & { providerId: string },
  unitId: number,
  range: { from: string; to: string },
  locale: SupportedLocale,
): Promise<UnitSchedule | undefined> {
  checkRange(range.from, range.to);
  const unit = await ownUnit(deps, auth, unitId);
  const [schedule] = await loadUnitSchedules(
    deps.db,
    auth.tenantId,
    [unit],
    range.from,
    range.to,
    auth.tenant.timeZone,
    locale,
  );
  return schedule;
}

/**
 * One day of a unit: its bounds and slots, each free while it has room and lies ahead. For `requesterId` (the
 * request being booked) a place it already holds counts as free: booking it there gives that place up first, so
 * staff can confirm a health-screening request into the session it holds
 * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
 */
export async function selectedDay(
  deps: Deps,
  caller: BookingCaller,
  unitId: number,
  date: string,
  requesterId?: string,
): Promise<SelectedDay> {
  const { auth } = caller;
  const unit =
    caller.kind === 'staff'
      ? await ownUnit(deps, caller.auth, unitId)
      : (await patientReschedulableUnits(deps, auth, [unitId])).units[0]!;
  const from = dayStart(date, auth.tenant.timeZone);
  const to = dayStart(addLocalDays(date, 1), auth.tenant.timeZone);
  const [[sessions, slots], held] = await Promise.all([
    sessionsAndSlotsBetween(deps.db, unit.unitId, from, to),
    requesterId
      ? slotsHeldBy(deps.db, { tenantId: auth.tenantId, unitId: unit.unitId, referenceNo: requesterId }, from, to)
      : new Set<string>(),
  ]);
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  return {
    selectedSchedule: first && last ? { start: first.start.toISOString(), end: last.end.toISOString() } : null,
    defaultDurationInMinute: unit.defaultDurationInMinute,
    slots: slots.map((s) => ({
      slotStartAt: s.start.toISOString(),
      slotEndAt: s.end.toISOString(),
      available: s.bookedCount - (held.has(s.id) ? 1 : 0) < s.capacity && s.start > deps.now(),
    })),
  };
}
