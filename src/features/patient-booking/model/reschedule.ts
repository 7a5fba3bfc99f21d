import { isApiError } from '@/lib/api/api-error';
import type { CalendarDay } from '@/lib/api/contract/patient-booking/session-booking';
import {
  rescheduleReason,
  rescheduleRefusals,
  type RescheduleRefusal,
} from '@/lib/api/contract/patient-booking/reschedule';

/** A time the patient may move their appointment to: back-to-back slots with room, as long as the one they hold. */
export interface FreeTime {
  start: string;
  end: string;
}

/** The appointment being moved (its slot range). */
export interface HeldTime {
  slotStartAt: string;
  slotEndAt: string;
}

const ms = (iso: string) => Date.parse(iso);

/**
 * The starts on one day where the patient's appointment fits: from a slot with room, following slots that
 * start where the last ended, until the run is as long as the appointment held now. The time held now is not
 * offered again, nor anything before `now` (the server would refuse both).
 */
export function freeTimesOf(day: CalendarDay, held: HeldTime, now: number): FreeTime[] {
  const length = Math.max(1, ms(held.slotEndAt) - ms(held.slotStartAt));
  const slots = [...day.schedules].sort((a, b) => ms(a.start) - ms(b.start));
  const hasRoom = (i: number) => {
    const slot = slots[i];
    return slot !== undefined && slot.bookedCount < slot.capacity;
  };
  const times: FreeTime[] = [];
  for (let i = 0; i < slots.length; i += 1) {
    const first = slots[i];
    if (!first || !hasRoom(i) || ms(first.start) <= now || ms(first.start) === ms(held.slotStartAt)) continue;
    let j = i;
    let end = ms(first.end);
    while (end - ms(first.start) < length && hasRoom(j + 1) && ms(slots[j + 1]!.start) === end) {
      j += 1;
      end = ms(slots[j]!.end);
    }
    if (end - ms(first.start) >= length) times.push({ start: first.start, end: slots[j]!.end });
  }
  return times;
}

/** Every day of the calendar that has a free time, with its times (closed days have none). */
export function freeDays(calendar: readonly CalendarDay[], held: HeldTime, now: number): Map<string, FreeTime[]> {
  const days = new Map<string, FreeTime[]>();
  for (const day of calendar) {
    if (day.dayStatus === 'closed') continue;
    const times = freeTimesOf(day, held, now);
    if (times.length > 0) days.set(day.calendarDate, times);
  }
  return days;
}

/** patient-booking key of each refusal's message (spelled out so the locale check sees them used). */
export const refusalKeys: Record<RescheduleRefusal, `reschedule.refusals.${RescheduleRefusal}`> = {
  notOffered: 'reschedule.refusals.notOffered',
  closed: 'reschedule.refusals.closed',
  notBooked: 'reschedule.refusals.notBooked',
  started: 'reschedule.refusals.started',
  notScheduled: 'reschedule.refusals.notScheduled',
};

/** The message key of a reschedule refusal the server answered with, or null for any other failure. */
export function refusalKeyOf(error: unknown): (typeof refusalKeys)[RescheduleRefusal] | null {
  if (!isApiError(error)) return null;
  const refusal = rescheduleRefusals.find((r) => rescheduleReason(r) === error.reason);
  return refusal ? refusalKeys[refusal] : null;
}
