import { describe, expect, it } from 'vitest';
import { isValidRange, maxEndFor, withStart } from './date-range';

describe('date range rules', () => {
  it('limits the end to start + months', () => {
    expect(maxEndFor('2026-01-31', 3)).toBe('2026-04-30');
    expect(maxEndFor(null, 3)).toBeUndefined();
  });
  it('clears the end when the start changes', () => {
    expect(withStart({ start: '2026-01-01', end: '2026-01-10' }, '2026-01-02')).toEqual({
      start: '2026-01-02',
      end: null,
    });
    expect(withStart({ start: '2026-01-01', end: '2026-01-10' }, '2026-01-01')).toEqual({
      start: '2026-01-01',
      end: '2026-01-10',
    });
  });
  it('accepts end ≥ start within the months only', () => {
    expect(isValidRange({ start: '2026-01-10', end: '2026-01-10' }, 3)).toBe(true);
    expect(isValidRange({ start: '2026-01-10', end: '2026-01-09' }, 3)).toBe(false);
    expect(isValidRange({ start: '2026-01-10', end: '2026-04-11' }, 3)).toBe(false);
  });
});
