/**
 * The one date module: formatting in a time zone and the UI language, today and
 * wall-clock times in a zone. Arithmetic on local days (YYYY-MM-DD) sits beside
 * it in local-days.ts, so the login route's first load does not carry it.
 * It runs on the browser's own Intl, not date-fns: the tenant context (on every
 * page, login included) formats with it, and date-fns-tz would add about
 * 20 KB gzip to the login route's first load. Month, weekday and AM/PM words
 * come from Intl in every language, English included.
 */

/** Display formats from the spec (docs/product/common.md#dates-and-times), as date-fns patterns (the unit tests hold us to them). */
export const dateFormats = {
  date: 'dd MMM yyyy',
  dateTime: 'dd MMM yyyy hh:mm a',
  birthDate: 'd MMM yyyy',
  time: 'hh:mm a',
  slotAxis: 'HHmm',
  api: 'yyyy-MM-dd',
} as const;

export type DateFormatName = keyof typeof dateFormats;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// A string without an offset is already wall-clock time in the zone (as date-fns-tz reads it).
const localIso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build; pages format hundreds of cells with a handful of them. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, found);
  }
  return found;
}

function wallClock(value: Date | string | number, timeZone: string): WallClock {
  if (typeof value === 'string') {
    const local = localIso.exec(value);
    if (local) {
      const [, y, mo, d, h, mi] = local;
      return { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h ?? 0), minute: Number(mi ?? 0) };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const parts = formatter('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  // Some engines print midnight as 24 even with h23.
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

/** The wall clock as a UTC instant: formatting it in UTC prints exactly these fields. */
const asUtc = (c: WallClock) => new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const isoDay = (c: Pick<WallClock, 'year' | 'month' | 'day'>) => `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;

/**
 * English words in the spec's shapes: en-US's short months are the spec's
 * ("Sep", where en-GB says "Sept"), and its day period is "AM"/"PM".
 */
function english(c: WallClock, format: 'date' | 'dateTime' | 'birthDate' | 'time'): string {
  const parts = formatter('en-US', { timeZone: 'UTC', month: 'short', hour: 'numeric', hour12: true }).formatToParts(
    asUtc(c),
  );
  const word = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${pad(c.day)} ${word('month')} ${c.year}`;
  const clock = `${pad(c.hour % 12 || 12)}:${pad(c.minute)} ${word('dayPeriod')}`;
  switch (format) {
    case 'date':
      return date;
    case 'dateTime':
      return `${date} ${clock}`;
    case 'birthDate':
      return `${c.day} ${word('month')} ${c.year}`;
    case 'time':
      return clock;
  }
}

const localisedOptions: Record<'date' | 'dateTime' | 'birthDate' | 'time', Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: 'short', year: 'numeric' },
  dateTime: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  birthDate: { day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
};

/**
 * Formats an instant as the wall-clock time of a time zone (the tenant's, or a
 * unit's the server states). English keeps the spec's shapes exactly; any
 * other Intl locale (e.g. 'zh-HK', 'id-ID') gets its own month names and
 * order. Numeric formats are the same everywhere. A YYYY-MM-DD string is a
 * local day already and prints as itself, whatever the zone.
 */
export function formatInTenantZone(
  value: Date | string | number,
  timeZone: string,
  format: DateFormatName,
  locale = 'en-GB',
): string {
  const c = wallClock(value, timeZone);
  switch (format) {
    case 'slotAxis':
      return `${pad(c.hour)}${pad(c.minute)}`;
    case 'api':
      return isoDay(c);
    case 'date':
    case 'dateTime':
    case 'birthDate':
    case 'time':
      if (locale.startsWith('en')) return english(c, format);
      return formatter(locale, { ...localisedOptions[format], timeZone: 'UTC' }).format(asUtc(c));
  }
}

/** A local day (YYYY-MM-DD) in a display format and the UI language; no zone is involved. */
export function formatDay(day: string, locale = 'en-GB', format: 'date' | 'birthDate' = 'date'): string {
  return formatInTenantZone(day, 'UTC', format, locale);
}

/**
 * A local day's numeric parts (day, month, year and the separators) in the
 * language's order, as a date field shows them; `null` gives the parts of an
 * arbitrary day, for their order and separators only.
 */
export function numericDayParts(day: string | null, locale: string): Intl.DateTimeFormatPart[] {
  const options = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;
  return formatter(locale, options).formatToParts(day ? asUtc(wallClock(day, 'UTC')) : new Date(0));
}

/** Today, as the local day of a time zone (YYYY-MM-DD). */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return formatInTenantZone(now, timeZone, 'api');
}

/** The local day and time now in a time zone, as a datetime-local input holds it (YYYY-MM-DDTHH:mm). */
export function nowInZone(timeZone: string, now: Date = new Date()): string {
  const c = wallClock(now, timeZone);
  return `${isoDay(c)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * The instant of a wall-clock time in a time zone ("YYYY-MM-DDTHH:mm" or a day,
 * read as its midnight): the start of a day in the zone, or a time a user typed.
 */
export function zonedTimeToInstant(wall: string, timeZone: string): Date {
  const target = asUtc(wallClock(wall, 'UTC'));
  const offsetAt = (instant: Date) => asUtc(wallClock(instant, timeZone)).getTime() - instant.getTime();
  const guess = new Date(target.getTime() - offsetAt(target));
  // Where the offset changes between the guess and the answer (a DST edge), the second reading is right.
  return new Date(target.getTime() - offsetAt(guess));
}

/** True when Intl knows the zone: the runtime's own IANA database decides. */
export function isIanaTimeZone(zone: string): boolean {
  try {
    formatter('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}
