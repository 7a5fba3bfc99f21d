import { describe, expect, it } from 'vitest';
import { planScaleRuns } from './scale-plan';

describe('planScaleRuns', () => {
  it('runs the small size on PostgreSQL and PGlite by default (what CI runs)', () => {
    expect(planScaleRuns([])).toEqual([
      { db: 'postgres', size: 'small', mixed: false },
      { db: 'pglite', size: 'small', mixed: false },
    ]);
  });

  it('adds the large size on PostgreSQL, with the mixed load, for --size both', () => {
    expect(planScaleRuns(['--size', 'both'])).toEqual([
      { db: 'postgres', size: 'small', mixed: false },
      { db: 'postgres', size: 'large', mixed: true },
      { db: 'pglite', size: 'small', mixed: false },
    ]);
    expect(planScaleRuns(['--size=large'])).toEqual([{ db: 'postgres', size: 'large', mixed: true }]);
  });

  it('runs only the databases --db names, and the mix at the small size with --mixed', () => {
    expect(planScaleRuns(['--db', 'pglite'])).toEqual([{ db: 'pglite', size: 'small', mixed: false }]);
    expect(planScaleRuns(['--db', 'postgres', '--mixed'])).toEqual([{ db: 'postgres', size: 'small', mixed: true }]);
  });

  it('refuses a size or database it does not know', () => {
    expect(() => planScaleRuns(['--size', 'huge'])).toThrow(/small, large or both/);
    expect(() => planScaleRuns(['--db', 'mysql'])).toThrow(/postgres or pglite/);
  });
});
