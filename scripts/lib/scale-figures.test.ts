import { describe, expect, it } from 'vitest';
import { gatesHold } from './bench-figures';
import type { LoadSummary } from './load-runner';
import {
  bestOf,
  growthRatio,
  remeasureDue,
  scaleFigures,
  summariseCall,
  type CallResult,
  type ScaleRun,
} from './scale-figures';

const result = (name: string, p95: number, bad = 0, gated = true): CallResult => ({
  name,
  gated,
  calls: 200,
  p50: p95 / 2,
  p95,
  bad,
  attempts: 1,
});
const run = (db: ScaleRun['db'], size: ScaleRun['size'], calls: CallResult[], mixed?: LoadSummary): ScaleRun => ({
  db,
  size,
  rows: 1000,
  generationMs: 2000,
  calls,
  deepestPage: 50,
  ...(mixed ? { mixed } : {}),
});
const figure = (runs: ScaleRun[], name: string) => scaleFigures(runs).find((f) => f.figure === name)!;

describe('summariseCall', () => {
  it('takes nearest-rank p50 and p95 of the latencies', () => {
    const latencies = Array.from({ length: 200 }, (_, i) => 200 - i); // 1..200 ms, unsorted
    expect(summariseCall({ name: 'x', gated: true }, latencies, 0)).toMatchObject({ calls: 200, p50: 100, p95: 190 });
  });
});

describe('re-measuring a call over the goal', () => {
  it('measures again only while every measurement so far is over 50 ms, three times at most', () => {
    expect(remeasureDue([result('a', 50)])).toBe(false);
    expect(remeasureDue([result('a', 51)])).toBe(true);
    expect(remeasureDue([result('a', 51), result('a', 49)])).toBe(false);
    expect(remeasureDue([result('a', 51), result('a', 60), result('a', 70)])).toBe(false);
  });

  it('keeps the best p95 but every bad answer, and says how many runs it took', () => {
    const best = bestOf([result('a', 80, 0), result('a', 45, 0), result('a', 60, 2)]);
    expect(best).toMatchObject({ p95: 45, bad: 2, attempts: 3 });
    expect(figure([run('postgres', 'small', [best])], 'PostgreSQL small a p95').goal).toBe('≤ 50 ms (best of 3)');
  });
});

describe('scaleFigures', () => {
  it('says when a slow call was cut short by the time cap', () => {
    const capped = { ...result('worklist', 900), calls: 48 };
    expect(figure([run('postgres', 'large', [capped])], 'PostgreSQL large worklist p95').goal).toBe(
      '≤ 50 ms (48 calls)',
    );
  });

  it('gates p95 ≤ 50 ms per call at the small size on PostgreSQL, and fails when one call breaks it', () => {
    const ok = [run('postgres', 'small', [result('worklist', 40), result('inbox', 12)])];
    expect(gatesHold(scaleFigures(ok))).toBe(true);
    const slow = [run('postgres', 'small', [result('worklist', 51), result('inbox', 12)])];
    expect(gatesHold(scaleFigures(slow))).toBe(false);
    expect(figure(slow, 'PostgreSQL small worklist p95')).toMatchObject({ goal: '≤ 50 ms', pass: false, gate: true });
  });

  it('fails on PostgreSQL when an answer is not a 200 with data, however fast', () => {
    const broken = [run('postgres', 'small', [result('worklist', 3, 1)])];
    expect(gatesHold(scaleFigures(broken))).toBe(false);
    expect(figure(broken, 'PostgreSQL small: answers not a 200 with data')).toMatchObject({ value: 1, unit: 'of 200' });
  });

  it('reports without gating: the large size, PGlite, and calls beyond the issue', () => {
    const runs = [
      run('postgres', 'small', [result('summary', 90, 0, false)]),
      run('postgres', 'large', [result('summary', 400, 0, false)]),
      run('pglite', 'small', [result('summary', 300, 2, false)]),
    ];
    expect(gatesHold(scaleFigures(runs))).toBe(true);
    expect(figure(runs, 'PostgreSQL large summary p95')).toMatchObject({ pass: false, gate: false });
    expect(figure(runs, 'PostgreSQL small summary p95').goal).toBe('≤ 50 ms (reported)');
  });

  it('prints the large ÷ small ratio of each call beside ≤ 1.5× when both sizes ran', () => {
    const runs = [
      run('postgres', 'small', [result('worklist', 10), result('inbox', 10)]),
      run('postgres', 'large', [result('worklist', 14), result('inbox', 16)]),
    ];
    expect(figure(runs, 'PostgreSQL worklist p95 large ÷ small')).toMatchObject({
      value: 1.4,
      goal: '≤ 1.5×',
      pass: true,
    });
    expect(figure(runs, 'PostgreSQL inbox p95 large ÷ small')).toMatchObject({ value: 1.6, pass: false, gate: false });
    expect(scaleFigures([runs[0]!]).some((f) => f.figure.includes('÷'))).toBe(false);
    expect(growthRatio(undefined, 3)).toBeNaN();
    expect(growthRatio(0, 3)).toBeNaN();
  });

  it('reports the mixed load beside the quality gates’ p95 ≤ 100 ms', () => {
    const mixed: LoadSummary = {
      sent: 4000,
      achievedRate: 199.8,
      p50: 8,
      p95: 120,
      p99: 200,
      max: 300,
      errors: 0,
      refused: 0,
      byKind: {},
    };
    const runs = [run('postgres', 'large', [result('worklist', 10)], mixed)];
    expect(figure(runs, 'PostgreSQL large mixed load: p95')).toMatchObject({
      goal: '≤ 100 ms',
      pass: false,
      gate: false,
    });
    expect(figure(runs, 'PostgreSQL large mixed load: errors')).toMatchObject({ value: 0, pass: true });
  });
});
