import type { scheduleDays, scheduleSessions, scheduleSlots, slotBookings } from '../../schema/domain';
import type { SeedTenant } from './context';
import type { UnitRow } from './doctors';
import { addDays, addMinutes, atLocal, clockPlus, mondayOf, weekdayOf } from './local-dates';
import { patientNames } from './names';
import { chance, pick, pickSome, rngFor, type Rng } from './random';

export type DayRow = typeof scheduleDays.$inferInsert;
export type SessionRow = typeof scheduleSessions.$inferInsert;
export type SlotRow = typeof scheduleSlots.$inferInsert & { bookedCount: number; capacity: number };
export type BookingRow = typeof slotBookings.$inferInsert;

export const scheduleWeeks = 8;

export interface ScheduleSeed {
  days: DayRow[];
  sessions: SessionRow[];
  slots: SlotRow[];
  bookings: BookingRow[];
}

type Window = [start: string, end: string];

/** Which local weekdays (0 = Mon) a unit works, and its session windows per weekday. */
function sessionsFor(
  unit: UnitRow,
  siblingIndex: number,
  siblingCount: number,
  week: number,
  weekday: number,
): Window[] {
  if (weekday === 6) {
    return [];
  }
  if (unit.kind === 'screening') {
    return weekday === 5
      ? [['08:00', '11:00']]
      : [
          ['08:00', '12:00'],
          ['14:00', '16:00'],
        ];
  }
  const saturday = weekday === 5;
  if (siblingCount > 1) {
    // A doctor at two locations: Mon/Wed/Fri(+Sat) at the first, Tue/Thu at the second.
    const worksHere = siblingIndex === 0 ? [0, 2, 4, 5].includes(weekday) : [1, 3].includes(weekday);
    if (!worksHere) {
      return [];
    }
  } else if (saturday && (week + unit.unitId) % 2 === 1) {
    return [];
  }
  if (saturday) {
    return [['09:00', '12:00']];
  }
  const late = unit.unitId % 4 === 0;
  return [['09:00', '12:00'], late ? ['14:00', '18:00'] : ['14:00', '17:00']];
}

function fillerBooking(rng: Rng, tenant: SeedTenant, slot: SlotRow, n: number): BookingRow {
  const [name] = pick(rng, patientNames[tenant.country]);
  return {
    id: `bk-${slot.id}-${n}`,
    tenantId: tenant.id,
    unitId: slot.unitId,
    slotId: slot.id,
    requestId: null,
    slotStartAt: slot.start,
    slotEndAt: slot.end,
    displayName: name,
    // One reference per person: a health-screening slot takes several walk-ins, each cancelled or moved alone.
    referenceId: `WALKIN-${slot.unitId}-${slot.start.getTime() / 60_000}${n > 0 ? `-${n + 1}` : ''}`,
    serviceType: slot.capacity > 1 ? 'MCU' : 'OPD',
  };
}

/**
 * A health-screening walk-in comes for one of the packages its centre offers
 * (chosen by `n`, so the seed stays the same run to run); doctors' walk-ins
 * and bookings of requests (which carry their own package) are left as they are.
 */
export function withWalkInPackage(booking: BookingRow, packageIds: readonly string[], n: number): BookingRow {
  if (booking.requestId || booking.serviceType !== 'MCU' || packageIds.length === 0) return booking;
  return { ...booking, packageId: packageIds[n % packageIds.length] };
}

/**
 * Eight weeks of days, sessions and slots from the Monday of the current
 * week (tenant time zone), with some closed days, some full slots and a few
 * fully booked days so waiting-list and force-booking states appear.
 */
export function buildSchedules(tenant: SeedTenant, units: UnitRow[], now: Date): ScheduleSeed {
  const rng = rngFor('schedules', tenant.id);
  const monday = mondayOf(now, tenant.timeZone);
  const seed: ScheduleSeed = { days: [], sessions: [], slots: [], bookings: [] };
  const siblingsOf = (unit: UnitRow) => units.filter((u) => u.doctorId !== null && u.doctorId === unit.doctorId);

  units.forEach((unit, unitIndex) => {
    const siblings = unit.kind === 'doctor' ? siblingsOf(unit) : [unit];
    const siblingIndex = siblings.indexOf(unit);
    // A handful of units get one fully booked future day (a working day after week 0).
    const busyWorkDay = unitIndex % 5 === 0 || unit.unitId % 1000 === 901 ? 8 + (unitIndex % 4) : -1;
    let workDay = 0;
    for (let offset = 0; offset < scheduleWeeks * 7; offset += 1) {
      const localDate = addDays(monday, offset);
      const windows = sessionsFor(unit, siblingIndex, siblings.length, Math.floor(offset / 7), weekdayOf(localDate));
      if (windows.length === 0) {
        continue;
      }
      const dayId = `day-${unit.unitId}-${localDate}`;
      const closed = offset > 2 && chance(rng, 0.04);
      seed.days.push({
        id: dayId,
        tenantId: tenant.id,
        unitId: unit.unitId,
        localDate,
        start: atLocal(localDate, '00:00', tenant.timeZone),
        isClosed: closed,
        note: closed ? pick(rng, ['Doctor on leave', 'Clinic closed', 'Public holiday']) : null,
      });
      if (closed) {
        continue;
      }
      workDay += 1;
      const fillDay = workDay === busyWorkDay;
      for (const [from, to] of windows) {
        const sessionId = `ses-${unit.unitId}-${localDate}-${from.replace(':', '')}`;
        const start = atLocal(localDate, from, tenant.timeZone);
        const end = atLocal(localDate, to, tenant.timeZone);
        seed.sessions.push({
          id: sessionId,
          tenantId: tenant.id,
          unitId: unit.unitId,
          dayId,
          start,
          end,
          durationInMinute: unit.defaultDurationInMinute,
        });
        for (let t = start, k = 0; t < end; t = addMinutes(t, unit.defaultDurationInMinute), k += 1) {
          const slot: SlotRow = {
            id: `slot-${unit.unitId}-${localDate}-${clockPlus(from, k * unit.defaultDurationInMinute)}`,
            tenantId: tenant.id,
            unitId: unit.unitId,
            sessionId,
            start: t,
            end: addMinutes(t, unit.defaultDurationInMinute),
            capacity: unit.slotCapacity,
            bookedCount: 0,
          };
          const full = fillDay || (t > now && chance(rng, 0.05));
          const partial = !full && unit.slotCapacity > 1 && chance(rng, 0.2) ? 1 : 0;
          const taken = full ? slot.capacity : partial;
          for (let n = 0; n < taken; n += 1) {
            seed.bookings.push(fillerBooking(rng, tenant, slot, n));
          }
          slot.bookedCount = taken;
          seed.slots.push(slot);
        }
      }
    }
  });
  return seed;
}

/** Free future slots of a unit, earliest first (used to place requests). */
export function freeSlots(seed: ScheduleSeed, unitId: number, after: Date): SlotRow[] {
  return seed.slots.filter((s) => s.unitId === unitId && s.start > after && s.bookedCount < s.capacity);
}

export function sampleSlots(rng: Rng, slots: SlotRow[], count: number): SlotRow[] {
  return pickSome(rng, slots, count).sort((a, b) => a.start.getTime() - b.start.getTime());
}
