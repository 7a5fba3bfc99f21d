import { describe, expect, it } from 'vitest';
import { clusterFigures, sustainedRate, type StepResult } from './bench-cluster';
import type { LoadSummary } from './lib/load-runner';

const load = (p95: number, errors = 0): LoadSummary => ({
  sent: 100,
  achievedRate: 100,
  p50: 1,
  p95,
  p99: p95,
  max: p95,
  errors,
  refused: 0,
  byKind: {},
});
const step = (rate: number, p95: number, errors = 0): StepResult => ({ rate, load: load(p95, errors) });

describe('cluster bench figures', () => {
  it('takes the highest rate before the first step over 100 ms or with a failed request', () => {
    expect(sustainedRate([step(50, 5), step(70, 9), step(98, 140), step(137, 20)])?.rate).toBe(70);
    expect(sustainedRate([step(50, 5), step(70, 9, 1)])?.rate).toBe(50);
    expect(sustainedRate([step(50, 101)])).toBeNull();
  });

  it('reports both rates and their ratio against the 1.8× goal, never as a gate', () => {
    const figures = clusterFigures([
      { instances: 1, steps: [step(100, 10), step(140, 200)] },
      { instances: 2, steps: [step(100, 10), step(140, 30), step(196, 300)] },
    ]);
    expect(figures.every((f) => !f.gate)).toBe(true);
    const ratio = figures.find((f) => f.figure.startsWith('2 ÷ 1'));
    expect(ratio?.value).toBeCloseTo(1.4);
    expect(ratio?.pass).toBe(false);
    expect(figures.find((f) => f.figure.startsWith('1 instance: req/s'))?.value).toBe(100);
  });

  it('reports 0 req/s, and no ratio, when even the first step failed', () => {
    const figures = clusterFigures([
      { instances: 1, steps: [step(50, 500)] },
      { instances: 2, steps: [step(50, 10)] },
    ]);
    expect(figures.find((f) => f.figure.startsWith('1 instance: req/s'))?.value).toBe(0);
    expect(figures.some((f) => f.figure.startsWith('2 ÷ 1'))).toBe(false);
  });
});
