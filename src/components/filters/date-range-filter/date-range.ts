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
