import { describe, expect, it } from 'vitest';
import { benches, gatedForm, planBenches } from './bench-plan';

const names = (args: string[]) => planBenches(args).runs.map((r) => r.name);

describe('bench plan', () => {
  it('runs every benchmark in full for npm run bench, none in its gated form', () => {
    const plan = planBenches([]);
    expect(plan.runs.map((r) => r.name)).toEqual(benches.map((b) => b.name));
    expect(plan.runs.every((r) => r.args.length === 0 && !gatedForm(r.env))).toBe(true);
  });

  it('leaves the reported-only benchmarks out of the gated run and runs the rest in their gated form', () => {
    const plan = planBenches(['--gated']);
    expect(plan.runs.map((r) => r.name)).toEqual([
      'budgets',
      'theme switch',
      'interactions',
      'lighthouse',
      'scale',
      'load',
    ]);
    expect(plan.runs.every((r) => gatedForm(r.env))).toBe(true);
    // The growth bench gates PostgreSQL only; PGlite's figures are the full run's.
    expect(plan.runs.find((r) => r.name === 'scale')?.args).toEqual(['--db', 'postgres']);
  });

  it('keeps --only working in both runs, by name or by script', () => {
    expect(names(['--only', 'budgets,bench-load'])).toEqual(['budgets', 'load']);
    expect(names(['--gated', '--only', 'cluster,load'])).toEqual(['load']);
  });

  it('refuses a name it does not know rather than running nothing', () => {
    expect(() => planBenches(['--only', 'lighthose'])).toThrow(/lighthose/);
  });

  it('writes docs/quality.md only from the full run', () => {
    expect(planBenches(['--quality']).quality).toBe(true);
    expect(planBenches(['--readme']).quality).toBe(true);
    expect(() => planBenches(['--gated', '--quality'])).toThrow(/without --gated/);
  });

  it('clears a BENCH_GATED left in the shell for the full run', () => {
    expect(planBenches([]).runs.every((r) => r.env.BENCH_GATED === '')).toBe(true);
  });
});
