import type { BenchFigure } from './bench-figures';

/** One page's Lighthouse category scores, 0–100 (null when the run failed). */
export interface PageScores {
  tenant: string;
  page: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Why the run produced no scores (Lighthouse runtime error, server down...). */
  error?: string;
  /** Lighthouse's measure of the machine's CPU speed during the run (see lighthouseFigures). */
  benchmarkIndex?: number;
  /** Performance of each run, when the scores are the median of several (medianOfRuns). */
  runs?: number[];
}

/**
 * Issue 8: on the gate tenant every page fails the gate below these (median of
 * three runs for Performance); the goal is Performance ≥ 95 on every page,
 * reported beside it.
 */
export const lighthouseGoals = { performance: 90, accessibility: 100, bestPractices: 95, performanceGoal: 95, benchmarkIndex: 1000 } as const;

/**
 * One page's scores from several runs of it: the median Performance (Lighthouse's
 * own advice for a score that varies run to run), the lowest Accessibility and
 * Best Practices (they should not vary; if they do, the worse counts). A run
 * that failed counts as a failure only when no run succeeded.
 */
export function medianOfRuns(runs: PageScores[]): PageScores {
  const first = runs[0];
  if (!first) throw new Error('medianOfRuns needs at least one run');
  const ok = runs.filter((r) => !r.error && r.performance !== null);
  if (ok.length === 0) return first;
  const sorted = [...ok].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const lowest = (pick: (r: PageScores) => number | null) => Math.min(...ok.map((r) => pick(r) ?? 0));
  const indexes = ok.flatMap((r) => (r.benchmarkIndex ? [r.benchmarkIndex] : []));
  return {
    tenant: first.tenant,
    page: first.page,
    performance: median.performance,
    accessibility: lowest((r) => r.accessibility),
    bestPractices: lowest((r) => r.bestPractices),
    ...(indexes.length ? { benchmarkIndex: Math.min(...indexes) } : {}),
    runs: ok.map((r) => r.performance ?? 0),
  };
}

const figure = (s: PageScores, what: string, value: number | null, min: number, gate: boolean): BenchFigure => ({
  bench: 'lighthouse',
  figure: `${s.tenant} ${s.page}: ${what}`,
  // A run without a score reports 0 so the table still has a row, and the gate fails.
  value: value ?? 0,
  unit: '',
  goal: min === 100 ? '= 100' : `≥ ${min}`,
  pass: value !== null && value >= min,
  gate,
});

/**
 * Turns scores into figures. Only the gate tenant's pages are gates; other
 * tenants are reported beside the same goals. Pure, so the gate's own test
 * can feed it a broken score.
 */
export function lighthouseFigures(scores: PageScores[], gateTenant: string): BenchFigure[] {
  const g = lighthouseGoals;
  const pages = scores.flatMap((s) => {
    const gate = s.tenant === gateTenant;
    return [
      figure(s, 'Performance', s.performance, g.performance, gate),
      figure(s, 'Accessibility', s.accessibility, g.accessibility, gate),
      figure(s, 'Best Practices', s.bestPractices, g.bestPractices, gate),
      figure(s, 'Performance goal', s.performance, g.performanceGoal, false),
    ];
  });
  // The mobile preset slows the CPU 4× on top of the machine's own speed, which
  // Lighthouse calibrates for a machine scoring about 1,000 or more; on a slower
  // or busy one Performance comes out pessimistic. Reported so a reader can tell.
  const indexes = scores.flatMap((s) => (s.benchmarkIndex ? [s.benchmarkIndex] : []));
  if (indexes.length === 0) return pages;
  const lowest = Math.min(...indexes);
  const cpu: BenchFigure = {
    bench: 'lighthouse',
    figure: 'CPU benchmark index (lowest run)',
    value: Math.round(lowest),
    unit: '',
    goal: '≥ 1000',
    pass: lowest >= g.benchmarkIndex,
    gate: false,
  };
  return [...pages, cpu];
}

/** Lighthouse reports category scores as 0–1 (or null); figures use whole points. */
export const toPoints = (score: number | null | undefined): number | null =>
  score === null || score === undefined ? null : Math.round(score * 100);
