import type { WorklistRequest } from '@/lib/api/contract/worklists';
import { isValidRange, type DateRange } from '@/components/filters/date-range-filter/date-range';

/** Where the list is: the first page, or older/newer than a row (its created value and request id). */
export type Cursor = { page: number; action?: 'newer' | 'older'; created?: number; requestId?: string };

/** Filter state of the page; null lists mean "not touched yet" (the server's default: all). */
export interface WorklistFilters {
  range: DateRange;
  status: string[] | null;
  requestType: string[] | null;
}

/**
 * The request body for the current filters, page size and cursor. An invalid
 * or half-chosen date range is left out rather than sent (the pickers already
 * show the error).
 */
export function buildWorklistBody(
  filters: WorklistFilters,
  limit: number,
  cursor: Cursor,
  maxMonths: number,
): WorklistRequest {
  const body: WorklistRequest = { limit, page: cursor.page };
  if (cursor.action && cursor.created !== undefined) {
    body.action = cursor.action;
    body.created = cursor.created;
    // The id makes the cursor exact where rows share a created instant.
    if (cursor.requestId) body.requestId = cursor.requestId;
  }
  if (filters.range.start && isValidRange(filters.range, maxMonths)) {
    body.startDate = filters.range.start;
    if (filters.range.end) body.endDate = filters.range.end;
  }
  if (filters.status) body.status = filters.status;
  if (filters.requestType) body.requestType = filters.requestType;
  return body;
}

/** Older = after the last row shown; newer = before the first. */
export function nextCursor(
  direction: 'newer' | 'older',
  rows: ReadonlyArray<{ created: number; requestId?: string }>,
  page: number,
): Cursor | null {
  const edge = direction === 'older' ? rows[rows.length - 1] : rows[0];
  if (!edge) return null;
  const next: Cursor = {
    action: direction,
    created: edge.created,
    page: direction === 'older' ? page + 1 : Math.max(1, page - 1),
  };
  if (edge.requestId) next.requestId = edge.requestId;
  return next;
}
