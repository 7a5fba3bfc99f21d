/**
 * Tenant-zone date formatting on the browser's own Intl, not date-fns: the
 * tenant context (on every page, login included) formats with it, and
 * date-fns-tz would add about 20 KB gzip to the login route's first load.
 */

/** Display formats (docs/product/common.md#dates-and-times). */
export const dateFormats = {
  date: 'dd MMM yyyy',
  dateTime: 'dd MMM yyyy hh:mm a',
  birthDate: 'd MMM yyyy',
  time: 'hh:mm a',
  slotAxis: 'HHmm',
  api: 'yyyy-MM-dd',
} as const;

export type DateFormatName = keyof typeof dateFormats;

// English month abbreviations as date-fns prints them (Intl's en-GB says "Sept").
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// A string without an offset is already wall-clock time in the tenant's zone (as date-fns-tz reads it).
const localIso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
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
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(
      partFormatter(timeZone)
        .formatToParts(date)
        .find((p) => p.type === type)?.value,
    );
  // Some engines print midnight as 24 even with h23.
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const clock = (c: WallClock) => `${pad(c.hour % 12 || 12)}:${pad(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;

const localisedFormatters = new Map<string, Intl.DateTimeFormat>();

const localisedOptions: Partial<Record<DateFormatName, Intl.DateTimeFormatOptions>> = {
  date: { day: '2-digit', month: 'short', year: 'numeric' },
  dateTime: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  birthDate: { day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
};

/**
 * Another language's own month names and order, from Intl. The wall clock is
 * already in the tenant's zone, so it is formatted as a UTC instant.
 */
function localised(c: WallClock, locale: string, format: DateFormatName): string | null {
  const options = localisedOptions[format];
  if (!options) return null;
  const id = `${locale}|${format}`;
  let formatter = localisedFormatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    localisedFormatters.set(id, formatter);
  }
  return formatter.format(new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute)));
}

/**
 * Formats an instant as the wall-clock time of the tenant's time zone. English
 * keeps the spec's shapes exactly; any other Intl locale (e.g. 'zh-HK', 'id-ID')
 * gets its own month names and order. Numeric formats are the same everywhere.
 */
export function formatInTenantZone(
  value: Date | string | number,
  timeZone: string,
  format: DateFormatName,
  locale = 'en-GB',
): string {
  const c = wallClock(value, timeZone);
  if (!locale.startsWith('en')) {
    const text = localised(c, locale, format);
    if (text !== null) return text;
  }
  const date = `${pad(c.day)} ${months[c.month - 1]} ${c.year}`;
  switch (format) {
    case 'date':
      return date;
    case 'dateTime':
      return `${date} ${clock(c)}`;
    case 'birthDate':
      return `${c.day} ${months[c.month - 1]} ${c.year}`;
    case 'time':
      return clock(c);
    case 'slotAxis':
      return `${pad(c.hour)}${pad(c.minute)}`;
    case 'api':
      return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
  }
}
