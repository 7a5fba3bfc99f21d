import fs from 'node:fs';

/**
 * One measured figure beside its goal. Every benchmark script reports in this
 * shape so `npm run bench` can print one table and README keep it.
 */
export interface BenchFigure {
  /** Which benchmark: "budgets", "lighthouse", "theme switch", "load", ... */
  bench: string;
  /** What was measured, e.g. "login: Performance" or "PostgreSQL p95". */
  figure: string;
  value: number;
  unit: string;
  /** The goal in words, e.g. "≥ 90" or "≤ 100 ms". */
  goal: string;
  /** Whether the value meets the goal. */
  pass: boolean;
  /** A gate fails the run when it does not pass; a non-gate figure is only reported. */
  gate: boolean;
}

export const figureLine = (f: BenchFigure): string =>
  `${f.bench.padEnd(14)} ${f.figure.padEnd(40)} ${`${round(f.value)} ${f.unit}`.trim().padStart(14)}   ${f.goal.padEnd(16)} ${
    f.pass ? 'ok' : f.gate ? 'FAIL' : 'below goal'
  }`;

const round = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));

/** Prints the figures and, when BENCH_JSON names a file, appends them to it (JSON lines). */
export function reportFigures(figures: BenchFigure[]): void {
  for (const f of figures) console.log(figureLine(f));
  const file = process.env.BENCH_JSON;
  if (file) fs.appendFileSync(file, figures.map((f) => JSON.stringify(f)).join('\n') + '\n');
}

/** True when every gate passes. */
export const gatesHold = (figures: BenchFigure[]): boolean => figures.every((f) => f.pass || !f.gate);
