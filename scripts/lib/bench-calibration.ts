/**
 * Whether a CPU calibration can be trusted (docs/decisions/0094-the-bench-phase-of-npm-test-gates-the-full.md).
 * The Lighthouse and interactions benches slow the CPU down by the host's benchmark index measured in thread
 * time (lighthouse-cpu-time.ts); the same benchmark by the wall clock is read beside it.
 * On a host that runs the benchmark without waiting for a core the two agree. When they are far apart the
 * thread-time reading is the only one left, and on a busy host it misreads too: one run read 3,230 in thread
 * time against 1,535 by the clock, calibrated a slowdown of ×3.72, and failed pages that pass at the same
 * commit on a quiet host. Such a reading is taken again a bounded number of times; if it never settles,
 * the bench fails saying the host is too busy to measure, not with a budget the page did not miss.
 */
import type { BenchFigure } from './bench-figures';
import type { CpuTimeIndex } from './lighthouse-cpu-time';

/** The two readings may differ by at most this share of the larger; `tries` readings in all. */
export const calibrationAgreement = { maxDisagreement: 0.3, tries: 3 } as const;

/** How far the two readings are apart, as a share of the larger (0 = equal, 1 = one of them is 0). */
export function disagreement(index: CpuTimeIndex): number {
  const high = Math.max(index.cpuIndex, index.wallIndex);
  if (!(high > 0)) return 1;
  return 1 - Math.min(index.cpuIndex, index.wallIndex) / high;
}

export const readingsAgree = (index: CpuTimeIndex): boolean =>
  disagreement(index) <= calibrationAgreement.maxDisagreement;

/** The words every such failure starts with, for a bench that reads errors as text. */
export const hostTooBusy = 'host too busy to measure';

/** The failing gate a bench reports instead of a figure it could not measure. */
export const busyFigure = (bench: string, what: string): BenchFigure => ({
  bench,
  figure: `${what}: ${hostTooBusy} (calibration never settled)`,
  value: 0,
  unit: '',
  goal: 'calibrated',
  pass: false,
  gate: true,
});

export class HostTooBusyError extends Error {
  constructor(readonly readings: CpuTimeIndex[]) {
    const shown = readings
      .map((r) => `${Math.round(r.cpuIndex)} vs ${Math.round(r.wallIndex)} (${Math.round(disagreement(r) * 100)} %)`)
      .join(', ');
    super(
      `${hostTooBusy}: the CPU index in thread time and by the clock disagreed by more than ` +
        `${calibrationAgreement.maxDisagreement * 100} % in all ${readings.length} readings (${shown}); ` +
        `no score was computed, rerun on a quieter host`,
    );
    this.name = 'HostTooBusyError';
  }
}

/**
 * The first reading whose two indices agree, measuring at most `tries` times; throws HostTooBusyError
 * when none does. Readings follow one another at once: each takes a couple of seconds already.
 */
export async function steadyIndex(
  measure: () => Promise<CpuTimeIndex>,
  tries: number = calibrationAgreement.tries,
): Promise<CpuTimeIndex> {
  const readings: CpuTimeIndex[] = [];
  for (let i = 0; i < tries; i += 1) {
    const reading = await measure();
    if (readingsAgree(reading)) return reading;
    readings.push(reading);
  }
  throw new HostTooBusyError(readings);
}
