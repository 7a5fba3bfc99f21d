import { addLocalDays, localDate as zonedLocalDate, zonedInstant } from '../../../lib/dates';

/** Calendar-date arithmetic on 'YYYY-MM-DD' strings, free of the host time zone (the server's date module). */
export const localDateOf = zonedLocalDate;
export const addDays = addLocalDays;

/** 0 = Monday … 6 = Sunday (the portal's weeks start on Monday). */
export function weekdayOf(localDate: string): number {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export function mondayOf(instant: Date, timeZone: string): string {
  const today = localDateOf(instant, timeZone);
  return addDays(today, -weekdayOf(today));
}

const instants = new Map<string, number>();

/** The instant of a wall-clock time ('HH:mm') on a local date in a zone (memoised: Intl is slow). */
export function atLocal(localDate: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${localDate}T${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = zonedInstant(localDate, time, timeZone).getTime();
    instants.set(key, ms);
  }
  return new Date(ms);
}

/** 'HH:mm' plus minutes, as 'HHmm' (for readable ids). */
export function clockPlus(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}${String(total % 60).padStart(2, '0')}`;
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}
