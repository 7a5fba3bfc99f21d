import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** Local date → the instant its day starts in the zone. */
export const dayStart = (date: string, timeZone: string) => fromZonedTime(`${date}T00:00:00`, timeZone);

export const localDate = (instant: Date, timeZone: string) => formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');

export const addLocalDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
