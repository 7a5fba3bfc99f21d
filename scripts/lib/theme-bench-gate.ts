import type { BenchFigure } from './bench-figures';

/**
 * Issue 8 goals: a CSS-variable switch under one 60 Hz frame (gated), at least
 * 10× cheaper than a ThemeProvider swap (reported, not gated: on this page both
 * ways pay the same browser restyle and repaint, so the measured ratio is about
 * 2×; see docs/decisions.md).
 */
export const themeGoals = { cssMedianMs: 16, minRatio: 10 } as const;

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** What one run measured: main-thread ms per switch for each variant. */
export interface ThemeSwitchTimes {
  css: readonly number[];
  provider: readonly number[];
  /** The measuring alone (no click), reported so the floor under the CSS figure is visible. */
  floor?: readonly number[];
  /** Files of the normal bundle holding the bench seam (must be 0: dead code is dropped). */
  seamFilesInNormalBundle?: number;
}

const bench = 'theme switch';

/** The figures and their gates, from measured times only (no browser): pure, so its test can break it. */
export function themeSwitchFigures(times: ThemeSwitchTimes): BenchFigure[] {
  const cssMedian = median(times.css);
  const providerMedian = median(times.provider);
  const ratio = providerMedian / cssMedian;
  const figures: BenchFigure[] = [
    { bench, figure: 'CSS variables: switch median', value: cssMedian, unit: 'ms', goal: `< ${themeGoals.cssMedianMs} ms`, pass: cssMedian < themeGoals.cssMedianMs, gate: true },
    { bench, figure: 'CSS variables: switch p90', value: percentile(times.css, 90), unit: 'ms', goal: 'reported', pass: true, gate: false },
    { bench, figure: 'ThemeProvider swap: switch median', value: providerMedian, unit: 'ms', goal: 'reported', pass: true, gate: false },
    { bench, figure: 'ThemeProvider swap: switch p90', value: percentile(times.provider, 90), unit: 'ms', goal: 'reported', pass: true, gate: false },
    { bench, figure: 'ThemeProvider ÷ CSS variables (medians)', value: ratio, unit: '×', goal: `≥ ${themeGoals.minRatio}×`, pass: ratio >= themeGoals.minRatio, gate: false },
  ];
  if (times.floor) figures.push({ bench, figure: 'measuring alone (no switch): median', value: median(times.floor), unit: 'ms', goal: 'reported', pass: true, gate: false });
  if (times.seamFilesInNormalBundle !== undefined) {
    const n = times.seamFilesInNormalBundle;
    figures.push({ bench, figure: 'bench seam in the normal bundle', value: n, unit: 'files', goal: '0', pass: n === 0, gate: true });
  }
  return figures;
}
