import type { DateRange } from '@/components/filters/date-range-filter/date-range';
import { inboxRowsOptions } from '@/lib/api/contract/patient-inbox/inbox';
import type { WorklistRequest } from '@/lib/api/contract/worklists';

/** Where the inbox list stands: paging cursor and filters as the page holds them. */
export interface InboxListState {
  limit: number;
  cursor: Pick<WorklistRequest, 'action' | 'created' | 'requestId'>;
  range: DateRange;
  /** False while the chosen range is longer than the tenant allows: it is left out of the request. */
  rangeOk: boolean;
  status: string[] | null;
  requestType: string[] | null;
}

/** The list as the page first shows it; the prefetch asks for the very same request, so the page finds it cached. */
export const initialInboxList: InboxListState = {
  limit: inboxRowsOptions[0],
  cursor: {},
  range: { start: null, end: null },
  rangeOk: true,
  status: null,
  requestType: null,
};

/** The worklist request body for a list state (its shape is the query key too). */
export function inboxRequest({ limit, cursor, range, rangeOk, status, requestType }: InboxListState): WorklistRequest {
  return {
    limit,
    ...cursor,
    ...(rangeOk ? { startDate: range.start, endDate: range.end } : {}),
    ...(status ? { status } : {}),
    ...(requestType ? { requestType } : {}),
  };
}
