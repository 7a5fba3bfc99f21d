import type { BenchFigure } from './bench-figures';
import { emulatedDeviceIndex } from './lighthouse-gate';

/**
 * Every main interaction's median latency ≤ 200 ms (Chrome's "good" INP) fails the bench above it; ≤ 100 ms is
 * the goal, reported beside it (docs/decisions/0076-the-interactions-bench.md).
 * Each interaction is measured at least `repetitions` times.
 */
export const interactionGoals = { gateMs: 200, goalMs: 100, repetitions: 5 } as const;

/** One interaction's latencies, one per repetition, or why it could not be measured. */
export interface InteractionSamples {
  /** e.g. "worklist: next page (1280 px)". */
  name: string;
  samples: number[];
  error?: string;
}

/** The median (the lower middle of an even count, so it never averages a slow run away) and the worst. */
export function medianAndWorst(samples: number[]): { median: number; worst: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, worst: sorted.at(-1) ?? 0 };
}

/**
 * The figures: each interaction's median against the gate (and against the
 * goal, reported) and its worst (reported). An interaction that failed or was
 * measured fewer times than required fails its gate. Pure, so the gate's own
 * test can feed it slow samples.
 */
export function interactionFigures(results: InteractionSamples[], cpuSlowdown: number): BenchFigure[] {
  const g = interactionGoals;
  const figure = (name: string, value: number, goal: string, pass: boolean, gate: boolean): BenchFigure => ({
    bench: 'interactions',
    figure: name,
    value,
    unit: 'ms',
    goal,
    pass,
    gate,
  });
  const rows = results.flatMap((r) => {
    const complete = !r.error && r.samples.length >= g.repetitions;
    const { median, worst } = medianAndWorst(r.samples);
    return [
      figure(`${r.name}: median`, median, `≤ ${g.gateMs} ms`, complete && median <= g.gateMs, true),
      figure(`${r.name}: median (goal)`, median, `≤ ${g.goalMs} ms`, complete && median <= g.goalMs, false),
      figure(`${r.name}: worst`, worst, 'reported', true, false),
    ];
  });
  return [
    ...rows,
    { ...figure('CPU slowdown applied', cpuSlowdown, `index ÷ ${emulatedDeviceIndex}`, true, false), unit: '×' },
  ];
}
