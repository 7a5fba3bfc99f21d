import { formatInTimeZone } from 'date-fns-tz';

/** Today as a local date in the tenant's zone. */
export const todayIn = (timeZone: string, now: Date = new Date()) => formatInTimeZone(now, timeZone, 'yyyy-MM-dd');

/** docs/product/schedules.md#calendar-days: closed days are skipped when choosing the initial date. */
export function initialDate(days: ReadonlyArray<{ date: string; status: string }>, today: string): string {
  return days.find((d) => d.date >= today && d.status !== 'closed')?.date ?? today;
}
