import type { DateFormatName } from '../../src/lib/format/dates';

/**
 * The formats of src/lib/format/dates.ts (same names, same output), for the
 * server's per-row formatting. That module asks Intl for the wall clock of
 * every instant (five formatToParts calls) and date-fns-tz tokenises a
 * pattern per call: together a tenth of a worklist read's CPU (issue 15).
 * Here Intl is asked once per zone and quarter hour for the UTC offset, and
 * the fields are read off the shifted instant.
 */

// English month abbreviations as date-fns prints them (Intl's en-GB says "Sept").
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const quarterHour = 15 * 60_000;
// Offsets change only at transitions, which fall on whole quarter hours in every zone's rules since 1970;
// a bucket whose two ends disagree is computed per instant instead.
const maxCachedBuckets = 10_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
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
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds to add to `at` to get the zone's wall clock as a UTC instant. */
function offsetAt(at: number, timeZone: string): number {
  const f: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) f[part.type] = part.value;
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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `instant` as the wall-clock time of `timeZone`, in one of the spec's display formats. */
export function formatZoned(instant: Date, timeZone: string, format: DateFormatName): string {
  const at = instant.getTime();
  if (Number.isNaN(at)) throw new RangeError('Invalid time value');
  const wall = new Date(at + offsetOf(at, timeZone));
  const year = wall.getUTCFullYear();
  const month = months[wall.getUTCMonth()]!;
  const day = wall.getUTCDate();
  const hour = wall.getUTCHours();
  const minute = wall.getUTCMinutes();
  switch (format) {
    case 'date':
      return `${pad(day)} ${month} ${year}`;
    case 'dateTime':
      return `${pad(day)} ${month} ${year} ${pad(hour % 12 || 12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
    case 'birthDate':
      return `${day} ${month} ${year}`;
    case 'time':
      return `${pad(hour % 12 || 12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
    case 'slotAxis':
      return `${pad(hour)}${pad(minute)}`;
    case 'api':
      return `${pad(year, 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(day)}`;
  }
}
