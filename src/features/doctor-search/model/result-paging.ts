/** docs/product/doctor-search.md#results: list 9 per page; carousel 3 per slide with up to 7 page links. */
export const listPageSize = 9;
export const cardsPerSlide = 3;
export const maxPageLinks = 7;

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of a zero-based page, the page clamped into range. */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  const last = pageCount(items.length, size) - 1;
  const p = Math.min(Math.max(0, page), last);
  return items.slice(p * size, p * size + size);
}

/**
 * Zero-based page indexes to link, at most `max`, centred on `current` and
 * shifted to stay within 0..count-1.
 */
export function pageWindow(current: number, count: number, max = maxPageLinks): number[] {
  const size = Math.min(max, count);
  const start = Math.min(Math.max(0, current - Math.floor(size / 2)), count - size);
  return Array.from({ length: size }, (_, k) => start + k);
}
