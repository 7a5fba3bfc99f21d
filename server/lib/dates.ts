import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { formatInTenantZone, type DateFormatName } from '../../src/lib/format/dates';

/**
 * The server's one date and time module: local days in a zone, the spec's display formats, mail and
 * calendar stamps. Everything else on the server formats through it (a lint rule refuses
 * `Intl.DateTimeFormat` anywhere else), so a zone or language rule changes in one place. Words come
 * from Intl in the reader's language; the client's src/lib/format/dates.ts prints the same formats.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build and a list formats hundreds of cells with a handful of them. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, found);
  }
  return found;
}

// ---- Local days (YYYY-MM-DD) in a zone ----

/** A wall-clock time (HH:mm) on a local date → its instant in the zone. */
export const zonedInstant = (date: string, time: string, timeZone: string) =>
  fromZonedTime(`${date}T${time}:00`, timeZone);

/** Local date → the instant its day starts in the zone. */
export const dayStart = (date: string, timeZone: string) => zonedInstant(date, '00:00', timeZone);

/** The local day of an instant in the zone. */
export const localDate = (instant: Date, timeZone: string) => formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');

/** The wall-clock time (HH:mm, 24-hour) of an instant in the zone. */
export const localTime = (instant: Date, timeZone: string) => formatInTimeZone(instant, timeZone, 'HH:mm');

/** Today's date where the tenant is, so "not in the future" matches the user's calendar. */
export const todayIn = (timeZone: string, now: Date) => localDate(now, timeZone);

export const addLocalDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

// ---- The spec's display formats, per row ----

/*
 * The formats of src/lib/format/dates.ts (same names, same output). That module asks Intl for the wall
 * clock of every instant: a tenth of a worklist read's CPU. Here the zone's offset is asked once per zone
 * and quarter hour, and the fields are read off the shifted instant.
 */
const quarterHour = 15 * 60_000;
// Offsets change only at transitions, which fall on whole quarter hours in every zone's rules since 1970;
// a bucket whose two ends disagree is computed per instant instead.
const maxCachedBuckets = 10_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * Milliseconds to add to `at` to get the zone's wall clock as a UTC instant. (date-fns-tz's
 * getTimezoneOffset reads its argument as wall-clock time and is an hour off in a DST change's hour.)
 */
function offsetAt(at: number, timeZone: string): number {
  const f: Record<string, string> = {};
  const wallClock = formatter('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    era: 'short',
  });
  for (const part of wallClock.formatToParts(at)) f[part.type] = part.value;
  const year = f.era === 'BC' ? 1 - Number(f.year) : Number(f.year);
  // Some engines print midnight as 24 even with h23.
  const wall = Date.UTC(
    year,
    Number(f.month) - 1,
    Number(f.day),
    Number(f.hour) % 24,
    Number(f.minute),
    Number(f.second),
  );
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

function offsetOf(at: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const bucket = Math.floor(at / quarterHour);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    const start = offsetAt(bucket * quarterHour, timeZone);
    const end = offsetAt((bucket + 1) * quarterHour - 1, timeZone);
    if (start !== end) return offsetAt(at, timeZone);
    offset = start;
    if (zone.size >= maxCachedBuckets) zone.clear();
    zone.set(bucket, offset);
  }
  return offset;
}

// The spec's English words are en-US's ("Sep", where en-GB says "Sept"; "AM"/"PM"), read from Intl once.
const englishMonths = Array.from({ length: 12 }, (_, month) =>
  formatter('en-US', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)),
);
const englishDayPeriods = [0, 12].map(
  (hour) =>
    formatter('en-US', { hour: 'numeric', hour12: true, timeZone: 'UTC' })
      .formatToParts(Date.UTC(2000, 0, 1, hour))
      .find((part) => part.type === 'dayPeriod')?.value ?? '',
) as [string, string];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * `instant` as the wall-clock time of `timeZone`, in one of the spec's display formats and the reader's
 * language: English (the API's language) on the fast path, any other locale through the client's module.
 */
export function formatZoned(instant: Date, timeZone: string, format: DateFormatName, locale = 'en'): string {
  if (!locale.startsWith('en')) return formatInTenantZone(instant, timeZone, format, locale);
  const at = instant.getTime();
  if (Number.isNaN(at)) throw new RangeError('Invalid time value');
  const wall = new Date(at + offsetOf(at, timeZone));
  const year = wall.getUTCFullYear();
  const month = englishMonths[wall.getUTCMonth()]!;
  const day = wall.getUTCDate();
  const hour = wall.getUTCHours();
  const minute = wall.getUTCMinutes();
  const clock = `${pad(hour % 12 || 12)}:${pad(minute)} ${englishDayPeriods[hour < 12 ? 0 : 1]}`;
  switch (format) {
    case 'date':
      return `${pad(day)} ${month} ${year}`;
    case 'dateTime':
      return `${pad(day)} ${month} ${year} ${clock}`;
    case 'birthDate':
      return `${day} ${month} ${year}`;
    case 'time':
      return clock;
    case 'slotAxis':
      return `${pad(hour)}${pad(minute)}`;
    case 'api':
      return `${pad(year, 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(day)}`;
  }
}

// ---- Mails, calendar invites and documents ----

/** A moment in full as a reader of `locale` says it ("Tuesday, 1 December 2026 at 10:00 am"), on the zone's clock. */
export const formatMoment = (at: Date, locale: string, timeZone: string) =>
  formatter(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(at);

/** The clock time alone as a reader of `locale` says it, on the zone's clock. */
export const formatClock = (at: Date, locale: string, timeZone: string) =>
  formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);

/** The wall-clock time in `timeZone` as iCalendar's DTSTART;TZID= wants it (no Z). */
export const calendarStamp = (at: Date, timeZone: string) => formatInTimeZone(at, timeZone, "yyyyMMdd'T'HHmmss");

/** The zone's UTC offset at `at`, as +HHMM. */
export const utcOffset = (at: Date, timeZone: string) => formatInTimeZone(at, timeZone, 'xx');

/** "GMT+8": the reader may be in another country, so a time says which clock it is on. */
export const zoneAbbreviation = (instant: Date, timeZone: string) =>
  formatter('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
