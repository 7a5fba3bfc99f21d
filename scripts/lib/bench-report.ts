import os from 'node:os';
import type { BenchFigure } from './bench-figures';

export const readmeStart = '<!-- quality:start -->';
export const readmeEnd = '<!-- quality:end -->';

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

/** The README Quality table: every figure beside its goal. */
export function renderMarkdown(figures: BenchFigure[], measuredOn: Date, machine: string): string {
  const rows = figures.map(
    (f) =>
      `| ${f.bench} | ${f.figure} | ${`${show(f.value)} ${f.unit}`.trim()} | ${f.goal} | ${f.pass ? 'ok' : f.gate ? '**FAIL**' : 'below goal (reported)'} |`,
  );
  const { gatesPassed, gatesFailed } = summarise(figures);
  return [
    `Measured ${measuredOn.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine} by \`npm run bench -- --readme\`: ${gatesPassed} gates passed, ${gatesFailed} failed.`,
    '',
    '| Bench | Figure | Value | Goal | Result |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Replaces the text between the quality markers; throws when README lacks them. */
export function spliceReadme(readme: string, table: string): string {
  const start = readme.indexOf(readmeStart);
  const end = readme.indexOf(readmeEnd);
  if (start < 0 || end < start) throw new Error(`README has no ${readmeStart} … ${readmeEnd} section`);
  return `${readme.slice(0, start + readmeStart.length)}\n${table}\n${readme.slice(end)}`;
}
