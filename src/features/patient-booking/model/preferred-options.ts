import { formatInTenantZone } from '@/lib/format/dates';
import {
  maxPreferredSessions,
  type PreferredOption,
  type ScheduleSlot,
  type UnitSchedule,
} from '@/lib/api/contract/patient-booking/session-booking';

/** One preferred date/time option as the OPD form holds it while the patient chooses. */
export interface PreferredChoice {
  /** Local date of the unit, yyyy-MM-dd. */
  date: string | null;
  slotId: string | null;
}

/** A day the patient can propose: open, with future slots that have room. */
export interface ProposableDay {
  date: string;
  label: string;
  slots: Array<ScheduleSlot & { label: string }>;
}

/** What is wrong with one option: a part not chosen yet, or the same time as an earlier option. */
export type PreferredIssue = { kind: 'required'; part: 'date' | 'time' } | { kind: 'same' };

/** Two empty options: the form asks for exactly as many as MCU sessions (docs/product/patient-booking.md#booking-constants). */
export const emptyPreferredChoices = (): PreferredChoice[] =>
  Array.from({ length: maxPreferredSessions }, () => ({ date: null, slotId: null }));

/**
 * Days and times the doctor's unit offers from `now` on, worded in `locale` (an Intl tag: its month names
 * and its 12- or 24-hour clock). Full slots are left out: an OPD proposal is a time the clinic can still
 * give (the MCU picker's waiting list has no OPD counterpart).
 */
export function proposableDays(schedule: UnitSchedule, now: Date, locale = 'en-GB'): ProposableDay[] {
  return schedule.calendar
    .filter((day) => day.dayStatus !== 'closed')
    .map((day) => ({
      date: day.calendarDate,
      label: formatInTenantZone(day.start, schedule.timeZone, 'date', locale),
      slots: day.schedules
        .filter((s) => new Date(s.start) > now && s.bookedCount < s.capacity)
        .map((s) => ({ ...s, label: formatInTenantZone(s.start, schedule.timeZone, 'time', locale) })),
    }))
    .filter((day) => day.slots.length > 0);
}

/** A choice's problem, if any; an option may not repeat the time of an earlier one. */
export function preferredIssues(choices: readonly PreferredChoice[]): Array<PreferredIssue | null> {
  return choices.map((choice, k) => {
    if (!choice.date) return { kind: 'required', part: 'date' };
    if (!choice.slotId) return { kind: 'required', part: 'time' };
    return choices.slice(0, k).some((c) => c.slotId === choice.slotId) ? { kind: 'same' } : null;
  });
}

/** The options as the server takes them, priority by position; null while any is missing or repeated. */
export function toPreferredOptions(
  choices: readonly PreferredChoice[],
  days: readonly ProposableDay[],
): PreferredOption[] | null {
  if (preferredIssues(choices).some((issue) => issue !== null)) return null;
  const slots = days.flatMap((d) => d.slots);
  const options = choices.map((choice, k) => {
    const slot = slots.find((s) => s.id === choice.slotId);
    return slot ? { start: slot.start, end: slot.end, priority: k + 1 } : null;
  });
  return options.every((o) => o !== null) ? options : null;
}
