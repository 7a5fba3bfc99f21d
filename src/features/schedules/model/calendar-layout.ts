import { addDays, isoWeekday } from '@/lib/format/local-days';

/** What the Week/Day dropdown offers (docs/product/schedules.md#calendar-views). */
export type CalendarMode = 'week' | 'day';

/** How many days each column shows, and which @schedule-x view draws it. */
export interface CalendarLayout {
  view: 'week' | 'day';
  nDays: number;
}

/**
 * docs/product/schedules.md#calendar-views: one doctor-location uses the normal week view, two use a
 * 3-day resource view, more use a day resource view. Day always shows one day.
 * The resource views are built from one open view per column
 * (docs/decisions/0009-staff-worklists-schedules-appointment.md).
 */
export function layoutFor(columns: number, mode: CalendarMode): CalendarLayout {
  if (mode === 'day' || columns > 2) return { view: 'day', nDays: 1 };
  if (columns === 2) return { view: 'week', nDays: 3 };
  return { view: 'week', nDays: 7 };
}

/** First day a column shows: the Monday of the week for the week view, else the date itself. */
export function rangeStart(date: string, layout: CalendarLayout): string {
  if (layout.nDays !== 7) return date;
  return addDays(date, 1 - isoWeekday(date));
}

/** Previous/next move by what is on screen (7, 3 or 1 days). */
export const stepFor = (layout: CalendarLayout) => layout.nDays;
