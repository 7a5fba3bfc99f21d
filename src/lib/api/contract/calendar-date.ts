import { z } from 'zod';

/**
 * One rule for every calendar date the API accepts (fields and path
 * parameters): yyyy-MM-dd naming a real day between 1900-01-01 and
 * 2200-12-31. Anything else (2026-13-45, 2026-02-30, 0000-01-01) is a 400,
 * never a date the database or the calendar code chokes on.
 */
export const minCalendarDate = '1900-01-01';
export const maxCalendarDate = '2200-12-31';

const shape = /^\d{4}-\d{2}-\d{2}$/;

/** The exact English text the server sends. */
export const calendarDateMessage = 'Enter a valid date (yyyy-MM-dd).';

/** yyyy-MM-dd that is a real calendar date within the accepted range. */
export function isCalendarDate(value: string): boolean {
  if (!shape.test(value) || value < minCalendarDate || value > maxCalendarDate) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const calendarDateSchema = z.string().refine(isCalendarDate, calendarDateMessage);
