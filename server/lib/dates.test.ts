import { describe, expect, it } from 'vitest';
import { formatInTimeZone, getTimezoneOffset } from 'date-fns-tz';
import { dateFormats, formatInTenantZone, type DateFormatName } from '../../src/lib/format/dates';
import {
  calendarStamp,
  formatClock,
  formatMoment,
  formatZoned,
  localTime,
  todayIn,
  utcOffset,
  zoneAbbreviation,
} from './dates';

// The tenants' zones, and zones with daylight saving, half- and quarter-hour offsets.
const zones = [
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Kuala_Lumpur',
  'Asia/Jakarta',
  'Europe/London',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/St_Johns',
];
const names = Object.keys(dateFormats) as DateFormatName[];
const minute = 60_000;
const hour = 60 * minute;
const start = Date.UTC(2025, 0, 1);
const end = Date.UTC(2027, 0, 1);

const offset = (timeZone: string, at: number) => getTimezoneOffset(timeZone, new Date(at));

/**
 * Instants every 331 minutes and 13 seconds over two years, plus every minute of each hour in which
 * the zone's offset changes. 331 shares no factor with the 1,440 minutes of a day, so the walk
 * lands on every calendar day and on every minute of the day; a denser walk (every 97 minutes) made
 * this the slowest server test file without covering any other kind of instant.
 */
function instants(timeZone: string): number[] {
  const out: number[] = [];
  for (let at = start; at < end; at += 331 * minute + 13_000) out.push(at);
  for (let day = start; day < end; day += 24 * hour) {
    if (offset(timeZone, day) === offset(timeZone, day + 24 * hour)) continue;
    for (let at = day; at < day + 24 * hour; at += hour) {
      if (offset(timeZone, at) === offset(timeZone, at + hour)) continue;
      for (let m = -1; m <= 61; m += 1) out.push(at + m * minute, at + m * minute - 1);
    }
  }
  return out;
}

const print = (
  ats: number[],
  timeZone: string,
  format: (instant: Date, timeZone: string, name: DateFormatName) => string,
) =>
  ats.map(
    (at) => `${new Date(at).toISOString()} ${names.map((name) => format(new Date(at), timeZone, name)).join(' | ')}`,
  );

describe('formatZoned', () => {
  it.each(zones)('prints what date-fns-tz and the client module print, in %s', (timeZone) => {
    const found = instants(timeZone);
    expect(print(found, timeZone, formatZoned)).toEqual(
      print(found, timeZone, (instant, zone, name) => formatInTimeZone(instant, zone, dateFormats[name])),
    );
    // The client module is slower (five Intl calls per instant); a sample is enough.
    const sample = found.filter((_, i) => i % 10 === 0);
    expect(print(sample, timeZone, formatZoned)).toEqual(print(sample, timeZone, formatInTenantZone));
  });

  it('refuses an invalid instant as the client module does', () => {
    expect(() => formatZoned(new Date(Number.NaN), 'Asia/Singapore', 'date')).toThrow(RangeError);
  });
});

describe('the server date module', () => {
  const at = new Date('2026-12-01T02:05:00Z');

  it('prints the spec formats in another language as the client module does', () => {
    expect(formatZoned(at, 'Asia/Hong_Kong', 'date', 'zh-HK')).toBe(
      formatInTenantZone(at, 'Asia/Hong_Kong', 'date', 'zh-HK'),
    );
    expect(formatZoned(at, 'Asia/Jakarta', 'dateTime', 'id')).toBe(
      formatInTenantZone(at, 'Asia/Jakarta', 'dateTime', 'id'),
    );
  });

  it('gives local days, clock times, calendar stamps and offsets on the zone clock', () => {
    expect(todayIn('Asia/Singapore', new Date('2026-11-30T16:30:00Z'))).toBe('2026-12-01');
    expect(localTime(at, 'Asia/Singapore')).toBe('10:05');
    expect(calendarStamp(at, 'Asia/Singapore')).toBe('20261201T100500');
    expect(utcOffset(at, 'Asia/Singapore')).toBe('+0800');
    expect(utcOffset(at, 'America/St_Johns')).toBe('-0330');
    expect(zoneAbbreviation(at, 'Asia/Singapore')).toBe('GMT+8');
  });

  it("words mail moments in the reader's language", () => {
    expect(formatMoment(at, 'en-SG', 'Asia/Singapore')).toMatch(/Tuesday.*1 December 2026.*10:05/);
    expect(formatClock(at, 'en-SG', 'Asia/Singapore')).toMatch(/10:05/);
    expect(formatMoment(at, 'id', 'Asia/Jakarta')).toMatch(/Selasa/);
  });
});
