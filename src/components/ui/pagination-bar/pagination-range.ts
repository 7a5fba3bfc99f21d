/** A slot of the pagination bar: a page number or a gap between page groups. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Input of paginationRange. */
export interface PaginationRangeInput {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages. */
  pageCount: number;
  /** Most page links in the window around the current page (the spec's page spread, from the caller). */
  spread: number;
}

/**
 * Page slots for the bar: the first and last pages always, a window of
 * `spread` pages around the current one, and an ellipsis where pages are
 * skipped. A gap of exactly one page shows that page: it is no wider than "…".
 */
export function paginationRange({ page, pageCount, spread }: PaginationRangeInput): PaginationItem[] {
  if (pageCount < 1) return [];
  const width = Math.max(1, Math.floor(spread));
  if (pageCount <= width + 2) return Array.from({ length: pageCount }, (_, i) => i + 1);

  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  let start = current - Math.floor((width - 1) / 2);
  let end = start + width - 1;
  if (start < 2) {
    start = 2;
    end = start + width - 1;
  }
  if (end > pageCount - 1) {
    end = pageCount - 1;
    start = end - width + 1;
  }

  const items: PaginationItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end === pageCount - 2) items.push(pageCount - 1);
  else if (end < pageCount - 2) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}

/** Number of pages needed for `total` rows at `pageSize` per page (at least 1). */
export function pageCountFor(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}
