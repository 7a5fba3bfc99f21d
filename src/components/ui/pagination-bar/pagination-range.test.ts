import { describe, expect, it } from 'vitest';
import { pageCountFor, paginationRange } from './pagination-range';

describe('paginationRange', () => {
  it('lists every page when they fit in the spread plus first and last', () => {
    expect(paginationRange({ page: 1, pageCount: 7, spread: 5 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis after the first group near the start', () => {
    expect(paginationRange({ page: 1, pageCount: 20, spread: 5 })).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(paginationRange({ page: 10, pageCount: 20, spread: 3 })).toEqual([
      1,
      'ellipsis-start',
      9,
      10,
      11,
      'ellipsis-end',
      20,
    ]);
  });

  it('puts an ellipsis before the last group near the end', () => {
    expect(paginationRange({ page: 20, pageCount: 20, spread: 5 })).toEqual([
      1,
      'ellipsis-start',
      15,
      16,
      17,
      18,
      19,
      20,
    ]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(paginationRange({ page: 5, pageCount: 20, spread: 3 })).toEqual([
      1,
      'ellipsis-start',
      4,
      5,
      6,
      'ellipsis-end',
      20,
    ]);
    expect(paginationRange({ page: 4, pageCount: 20, spread: 3 })).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('respects the spread the caller supplies', () => {
    const items = paginationRange({ page: 50, pageCount: 100, spread: 7 });
    expect(items.filter((i) => typeof i === 'number')).toEqual([1, 47, 48, 49, 50, 51, 52, 53, 100]);
  });

  it('clamps an out-of-range page and handles empty lists', () => {
    expect(paginationRange({ page: 99, pageCount: 3, spread: 1 })).toEqual([1, 2, 3]);
    expect(paginationRange({ page: 1, pageCount: 0, spread: 5 })).toEqual([]);
  });
});

describe('pageCountFor', () => {
  it('rounds up and never returns less than one page', () => {
    expect(pageCountFor(101, 25)).toBe(5);
    expect(pageCountFor(0, 25)).toBe(1);
  });
});
