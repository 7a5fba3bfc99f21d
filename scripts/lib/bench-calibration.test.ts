import { describe, expect, it } from 'vitest';
import {
  busyFigure,
  disagreement,
  HostTooBusyError,
  hostTooBusy,
  readingsAgree,
  steadyIndex,
} from './bench-calibration';
import type { CpuTimeIndex } from './lighthouse-cpu-time';

const reading = (cpuIndex: number, wallIndex: number): CpuTimeIndex => ({ cpuIndex, wallIndex });

/** A measure that returns the given readings in turn and counts its calls. */
function readingsOf(...list: CpuTimeIndex[]) {
  let calls = 0;
  return {
    measure: () => Promise.resolve(list[Math.min(calls++, list.length - 1)]!),
    calls: () => calls,
  };
}

describe('CPU calibration agreement', () => {
  it('calls the busy run that calibrated ×3.72 a disagreement, and a quiet host’s readings an agreement', () => {
    expect(readingsAgree(reading(3230, 1535))).toBe(false);
    expect(disagreement(reading(3230, 1535))).toBeCloseTo(0.52, 2);
    expect(readingsAgree(reading(3470, 3300))).toBe(true);
    // Either side of 30 % apart.
    expect(readingsAgree(reading(1000, 705))).toBe(true);
    expect(readingsAgree(reading(1000, 695))).toBe(false);
    // A reading of nothing is no calibration.
    expect(readingsAgree(reading(0, 0))).toBe(false);
  });

  it('keeps the first reading when the two agree, measuring once', async () => {
    const m = readingsOf(reading(3400, 3100));
    await expect(steadyIndex(m.measure)).resolves.toEqual(reading(3400, 3100));
    expect(m.calls()).toBe(1);
  });

  it('measures again after a disagreement and keeps the reading that settles', async () => {
    const m = readingsOf(reading(3230, 1535), reading(3350, 3000));
    await expect(steadyIndex(m.measure)).resolves.toEqual(reading(3350, 3000));
    expect(m.calls()).toBe(2);
  });

  it('fails saying the host is too busy after a bounded number of readings that never agree', async () => {
    const m = readingsOf(reading(3230, 1535));
    const failure = steadyIndex(m.measure, 3);
    await expect(failure).rejects.toBeInstanceOf(HostTooBusyError);
    await expect(failure).rejects.toThrow(/host too busy to measure.*3230 vs 1535 \(52 %\)/);
    expect(m.calls()).toBe(3);
  });
});

describe('a bench on a host too busy to calibrate', () => {
  it('reports a failing gate that names the host, not a score', () => {
    const f = busyFigure('lighthouse', 'ava-sg worklist');
    expect(f).toMatchObject({ bench: 'lighthouse', gate: true, pass: false });
    expect(f.figure).toContain('host too busy to measure');
    // The words lighthouse reads in a page's error are the ones the error carries.
    expect(new HostTooBusyError([reading(3230, 1535)]).message.startsWith(hostTooBusy)).toBe(true);
  });
});
