import { describe, expect, it } from 'vitest';
import { appliedRange, isValidRange, maxEndFor, rangeProblem, withStart } from './date-range';

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

  it('applies whole dates only: a year being typed is not a filter', () => {
    for (const start of ['0002-11-01', '0020-11-01', '0202-11-01']) {
      expect(appliedRange({ start, end: null }, 3)).toBeUndefined();
    }
    expect(appliedRange({ start: '2026-11-01', end: null }, 3)).toEqual({ start: '2026-11-01', end: null });
    expect(appliedRange({ start: '2026-11-01', end: '0020-11-05' }, 3)).toBeUndefined();
    expect(appliedRange({ start: null, end: null }, 3)).toEqual({ start: null, end: null });
  });
  it('refuses a reversed or too long range and says which', () => {
    expect(rangeProblem({ start: '2026-11-10', end: '2026-11-01' }, 3)).toBe('reversed');
    expect(rangeProblem({ start: '2026-01-10', end: '2026-04-11' }, 3)).toBe('tooLong');
    expect(rangeProblem({ start: '2026-01-10', end: '2026-04-10' }, 3)).toBeNull();
    expect(appliedRange({ start: '2026-11-10', end: '2026-11-01' }, 3)).toBeUndefined();
  });
});
