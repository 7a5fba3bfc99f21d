import os from 'node:os';
import type { BenchFigure } from './bench-figures';

/** The page the full run's table lives on (it left README, which keeps to what a newcomer reads first). */
export const qualityPage = 'docs/quality.md';
export const qualityStart = '<!-- quality:start -->';
export const qualityEnd = '<!-- quality:end -->';

/** Parses the JSON lines benchmark scripts append to $BENCH_JSON; a torn line is skipped. */
export function parseFigureLines(text: string): BenchFigure[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as BenchFigure];
      } catch {
        return [];
      }
    });
}

/** A figure for a benchmark that crashed or printed nothing: the run must not look green. */
export const missingFigure = (bench: string, why: string): BenchFigure => ({
  bench,
  figure: `did not report (${why})`,
  value: 0,
  unit: '',
  goal: 'runs',
  pass: false,
  gate: true,
});

export interface BenchSummary {
  gatesPassed: number;
  gatesFailed: number;
  belowGoal: number;
}

export function summarise(figures: BenchFigure[]): BenchSummary {
  const gates = figures.filter((f) => f.gate);
  return {
    gatesPassed: gates.filter((f) => f.pass).length,
    gatesFailed: gates.filter((f) => !f.pass).length,
    belowGoal: figures.filter((f) => !f.gate && !f.pass).length,
  };
}

const show = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));

/** The machine a table was measured on, in one line. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.versions.node}`;
}

/** The quality page's table: every figure beside its goal. */
export function renderMarkdown(figures: BenchFigure[], measuredOn: Date, machine: string): string {
  const rows = figures.map(
    (f) =>
      `| ${f.bench} | ${f.figure} | ${`${show(f.value)} ${f.unit}`.trim()} | ${f.goal} | ${f.pass ? 'ok' : f.gate ? '**FAIL**' : 'below goal (reported)'} |`,
  );
  const { gatesPassed, gatesFailed } = summarise(figures);
  return [
    `Measured ${measuredOn.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine} by \`npm run bench -- --quality\`: ${gatesPassed} gates passed, ${gatesFailed} failed.`,
    '',
    '| Bench | Figure | Value | Goal | Result |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Replaces the text between the quality markers; throws when the page lacks them. */
export function spliceQuality(page: string, table: string): string {
  const start = page.indexOf(qualityStart);
  const end = page.indexOf(qualityEnd);
  if (start < 0 || end < start) throw new Error(`${qualityPage} has no ${qualityStart} … ${qualityEnd} section`);
  return `${page.slice(0, start + qualityStart.length)}\n${table}\n${page.slice(end)}`;
}
