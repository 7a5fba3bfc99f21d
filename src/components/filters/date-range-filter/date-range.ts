import { isCalendarDate } from '@/lib/api/contract/calendar-date';
import { addMonths } from '@/lib/format/local-days';

/** A worklist date range as YYYY-MM-DD strings (null = open). */
export interface DateRange {
  start: string | null;
  end: string | null;
}

/** Latest allowed end: the start plus the configured number of months (docs/product/worklists.md#date-range). */
export function maxEndFor(start: string | null, months: number): string | undefined {
  if (!start) return undefined;
  return addMonths(start, months);
}

/** Changing the start clears the end (docs/product/worklists.md#date-range); same start keeps it. */
export function withStart(range: DateRange, start: string | null): DateRange {
  return start === range.start ? range : { start, end: null };
}

/** The end only if it lies in [start, start + months]; otherwise the range is not applied. */
export function isValidRange(range: DateRange, months: number): boolean {
  if (!range.end || !range.start) return true;
  const max = maxEndFor(range.start, months) as string;
  return range.end >= range.start && range.end <= max;
}

/** Why a range is not applied: it ends before it starts, or spans more than the allowed months. */
export type RangeProblem = 'reversed' | 'tooLong';

export function rangeProblem(range: DateRange, months: number): RangeProblem | null {
  if (!range.start || !range.end) return null;
  if (range.end < range.start) return 'reversed';
  return range.end > (maxEndFor(range.start, months) as string) ? 'tooLong' : null;
}

/**
 * A day the person has finished typing: a real date the API accepts. The picker reports every keystroke,
 * so the year passes through 0002, 0020 and 0202 on the way to 2026; none of those is a filter.
 */
export const isCompleteDay = (day: string): boolean => isCalendarDate(day);

/**
 * The range a filter applies for what the pickers hold, or undefined while a date is still being typed or
 * the range is refused (the last applied range stays; the picker says why).
 */
export function appliedRange(draft: DateRange, months: number): DateRange | undefined {
  if (!draft.start) return { start: null, end: null };
  if (!isCompleteDay(draft.start) || (draft.end !== null && !isCompleteDay(draft.end))) return undefined;
  return rangeProblem(draft, months) ? undefined : draft;
}
