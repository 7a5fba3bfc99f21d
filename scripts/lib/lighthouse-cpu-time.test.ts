import { describe, expect, it } from 'vitest';
import { rendererMainThreads, toThreadTime, type TraceEvent } from './lighthouse-cpu-time';

const renderer = { pid: 7, tid: 1 };
const threadName: TraceEvent = { ph: 'M', ...renderer, ts: 0, name: 'thread_name', args: { name: 'CrRendererMain' } };
const task = (ts: number, dur: number, tdur?: number, name = 'RunTask'): TraceEvent => ({
  ph: 'X',
  ...renderer,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
  name,
});

describe('a trace on the page’s CPU clock', () => {
  it('shrinks a task that waited for a core to its thread time, and its nested events with it', () => {
    const outer = task(1_000, 100_000, 40_000);
    const script = task(51_000, 20_000, 8_000, 'EvaluateScript');
    const mark: TraceEvent = { ph: 'I', ...renderer, ts: 61_000, name: 'firstContentfulPaint' };
    const { traceEvents } = toThreadTime([threadName, outer, script, mark]);
    const [, o, s, m] = traceEvents;
    expect(o).toMatchObject({ ts: 1_000, dur: 40_000 });
    // Half-way into the task stays half-way into it.
    expect(s).toMatchObject({ ts: 21_000, dur: 8_000 });
    expect(m).toMatchObject({ ts: 25_000 });
  });

  it('leaves tasks that ran the whole time, and tasks without thread time, as they were', () => {
    const alone = task(0, 50_000, 50_000);
    const untimed = task(60_000, 30_000);
    const { traceEvents } = toThreadTime([threadName, alone, untimed]);
    expect(traceEvents.slice(1)).toEqual([alone, untimed]);
  });

  it('reports how much of its tasks’ wall time the page’s main thread ran', () => {
    const { runShare } = toThreadTime([threadName, task(0, 100_000, 25_000), task(200_000, 100_000, 75_000)]);
    expect(runShare).toBeCloseTo(0.5);
    // Another thread's waiting does not count.
    const other: TraceEvent = { ...task(0, 1_000_000, 1_000), tid: 9 };
    expect(toThreadTime([threadName, task(0, 100_000, 100_000), other]).runShare).toBe(1);
  });

  it('finds the renderer main threads by their name', () => {
    expect([...rendererMainThreads([threadName, { ...threadName, tid: 2, args: { name: 'Compositor' } }])]).toEqual([
      '7:1',
    ]);
  });
});
