import { addDays, addMonths } from '@/lib/format/local-days';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Today → 60 days ahead (docs/product/pre-authorisation.md#list). */
export function defaultListRange(today: string): DateRange {
  return { startDate: today, endDate: addDays(today, 60) };
}

export type RangeError = 'errors.endBeforeStart' | 'errors.rangeTooLong' | 'errors.required';

/** End ≥ start and ≤ start + the configured months. */
export function validateListRange(range: Partial<DateRange>, maxMonths: number): RangeError | null {
  if (!range.startDate || !range.endDate) return 'errors.required';
  if (range.endDate < range.startDate) return 'errors.endBeforeStart';
  const limit = addMonths(range.startDate, maxMonths);
  return range.endDate > limit ? 'errors.rangeTooLong' : null;
}

export const pafListPageSize = 10;
