/**
 * Arithmetic on local days (YYYY-MM-DD), part of the one date module (dates.ts):
 * no zone is involved, a local day is already the tenant's. Apart from dates.ts
 * because only the pages that move through days load it, not the login route.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Reads YYYY-MM-DD as its parts, or null when it is not a real day (2026-02-30 is not). */
export function parseDay(day: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { year, month, day: date };
}

function dayParts(day: string) {
  const parts = parseDay(day);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return parts;
}

/** A local day plus (or minus) whole days; months and years roll over. */
export function addDays(day: string, days: number): string {
  const { year, month, day: date } = dayParts(day);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return isoDay(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The ISO weekday of a local day: 1 is Monday, 7 is Sunday. */
export function isoWeekday(day: string): number {
  const { year, month, day: date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}

/** A local day plus whole months; a day the target month lacks becomes its last (31 Jan + 1 = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const { year, month, day: date } = dayParts(day);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoDay(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(date, lastDay));
}
