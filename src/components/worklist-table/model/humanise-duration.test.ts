import { describe, expect, it } from 'vitest';
import { durationParts } from './humanise-duration';

describe('durationParts', () => {
  it('keeps the two largest adjacent units', () => {
    expect(durationParts(2 * 86_400_000 + 3 * 3_600_000 + 5 * 60_000)).toEqual([
      { unit: 'day', count: 2 },
      { unit: 'hour', count: 3 },
    ]);
  });
  it('stops at a zero unit after the first', () => {
    expect(durationParts(86_400_000 + 5 * 60_000)).toEqual([{ unit: 'day', count: 1 }]);
  });
  it('shows 0 seconds for tiny or negative values', () => {
    expect(durationParts(10)).toEqual([{ unit: 'second', count: 0 }]);
    expect(durationParts(-90_000)).toEqual([
      { unit: 'minute', count: 1 },
      { unit: 'second', count: 30 },
    ]);
  });
});
