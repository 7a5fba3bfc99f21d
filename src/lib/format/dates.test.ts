import { describe, expect, it } from 'vitest';
import {
  dateFormats,
  formatDay,
  formatInTenantZone,
  nowInZone,
  numericDayParts,
  todayInZone,
  zonedTimeToInstant,
  type DateFormatName,
} from './dates';
import { addDays, addMonths, parseDay } from './local-days';

describe('formatInTenantZone', () => {
  const instant = '2026-03-02T02:30:00Z';
  it('shows the same instant in each tenant zone', () => {
    expect(formatInTenantZone(instant, 'Asia/Singapore', 'dateTime')).toBe('02 Mar 2026 10:30 AM');
    expect(formatInTenantZone(instant, 'Asia/Jakarta', 'dateTime')).toBe('02 Mar 2026 09:30 AM');
    expect(formatInTenantZone(instant, 'Asia/Jakarta', 'slotAxis')).toBe('0930');
  });
  it('sends dates as YYYY-MM-DD in the tenant zone', () => {
    expect(formatInTenantZone('2026-03-01T17:30:00Z', 'Asia/Singapore', 'api')).toBe('2026-03-02');
    expect(formatInTenantZone('2026-03-01T16:30:00Z', 'Asia/Jakarta', 'api')).toBe('2026-03-01');
  });
});

describe('formatInTenantZone in the UI language', () => {
  const instant = '2026-08-26T06:05:00Z';
  it("uses each language's own month names and order, in the tenant zone", () => {
    expect(formatInTenantZone(instant, 'Asia/Hong_Kong', 'date', 'zh-HK')).toBe('2026年8月26日');
    expect(formatInTenantZone(instant, 'Asia/Jakarta', 'date', 'id-ID')).toBe('26 Agu 2026');
    expect(formatInTenantZone(instant, 'Asia/Kuala_Lumpur', 'date', 'ms-MY')).toBe('26 Ogo 2026');
    expect(formatInTenantZone(instant, 'Asia/Jakarta', 'dateTime', 'id-ID')).toMatch(/^26 Agu 2026.*13[.:]05$/);
    // Just before midnight UTC is the next day in Hong Kong.
    expect(formatInTenantZone('2026-08-26T20:00:00Z', 'Asia/Hong_Kong', 'date', 'zh-HK')).toBe('2026年8月27日');
  });
  it('keeps the spec shape in English and numbers the same everywhere', () => {
    expect(formatInTenantZone(instant, 'Asia/Singapore', 'date', 'en-GB')).toBe('26 Aug 2026');
    expect(formatInTenantZone(instant, 'Asia/Jakarta', 'api', 'zh-HK')).toBe('2026-08-26');
    expect(formatInTenantZone(instant, 'Asia/Jakarta', 'slotAxis', 'id-ID')).toBe('1305');
  });
});

describe('formatInTenantZone matches date-fns-tz', () => {
  it('prints every format as date-fns-tz does, across midnight, noon and the year', async () => {
    const { formatInTimeZone } = await import('date-fns-tz');
    const zones = ['Asia/Singapore', 'Asia/Jakarta', 'Asia/Hong_Kong', 'Asia/Kuala_Lumpur', 'UTC'];
    const values: Array<string | Date | number> = [
      '2026-03-02T02:30:00Z',
      '2026-12-31T16:05:00Z',
      '2026-09-15T04:00:00Z',
      '2026-06-30T23:59:00+08:00',
      '2026-01-01T00:00:00Z',
      new Date(Date.UTC(2025, 8, 3, 12, 0)),
      Date.UTC(2024, 1, 29, 15, 45),
      '2026-03-02',
      '2026-03-02T10:15:00',
    ];
    for (const timeZone of zones) {
      for (const value of values) {
        for (const [name, pattern] of Object.entries(dateFormats)) {
          expect(
            formatInTenantZone(value, timeZone, name as DateFormatName),
            `${String(value)} ${timeZone} ${name}`,
          ).toBe(formatInTimeZone(value, timeZone, pattern));
        }
      }
    }
  });

  it('refuses an invalid date as date-fns does', () => {
    expect(() => formatInTenantZone('not a date', 'UTC', 'date')).toThrow(RangeError);
  });
});

describe('day arithmetic and zones', () => {
  it('adds days and months to a local day as date-fns does, the month end clamped', async () => {
    const fns = await import('date-fns');
    const days = ['2026-01-31', '2024-02-29', '2026-12-31', '2026-03-01', '2025-08-31'];
    for (const day of days) {
      for (const n of [-1, 1, 2, 6, 12, 60]) {
        expect(addDays(day, n), `${day} + ${n} days`).toBe(fns.format(fns.addDays(fns.parseISO(day), n), 'yyyy-MM-dd'));
        expect(addMonths(day, n), `${day} + ${n} months`).toBe(
          fns.format(fns.addMonths(fns.parseISO(day), n), 'yyyy-MM-dd'),
        );
      }
    }
  });

  it('finds the instant of a wall-clock time in a zone as fromZonedTime does', async () => {
    const { fromZonedTime } = await import('date-fns-tz');
    for (const zone of ['Asia/Singapore', 'Asia/Jakarta', 'Asia/Hong_Kong', 'UTC', 'Europe/London']) {
      for (const wall of ['2026-03-02T00:00', '2026-12-31T23:59', '2026-10-25T12:00', '2026-06-01']) {
        expect(zonedTimeToInstant(wall, zone).toISOString(), `${wall} ${zone}`).toBe(
          fromZonedTime(wall, zone).toISOString(),
        );
      }
    }
  });

  it("gives today and now in the zone, not the browser's", () => {
    const instant = new Date('2026-03-01T17:30:00Z');
    expect(todayInZone('Asia/Singapore', instant)).toBe('2026-03-02');
    expect(todayInZone('Asia/Jakarta', new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-01');
    expect(nowInZone('Asia/Singapore', instant)).toBe('2026-03-02T01:30');
  });

  it('reads only real days', () => {
    expect(parseDay('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('28/02/2026')).toBeNull();
  });

  it('prints a local day in the UI language, with no English outside English', () => {
    expect(formatDay('2026-09-15')).toBe('15 Sep 2026');
    expect(formatDay('2026-09-15', 'zh-HK')).toBe('2026年9月15日');
    expect(formatDay('2026-09-15', 'id-ID')).toBe('15 Sep 2026');
    expect(formatDay('2026-08-15', 'ms-MY')).toBe('15 Ogo 2026');
    expect(
      numericDayParts('2026-09-05', 'zh-HK')
        .map((p) => p.value)
        .join(''),
    ).toBe('05/09/2026');
  });
});
