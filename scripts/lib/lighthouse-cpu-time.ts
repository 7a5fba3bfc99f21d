/**
 * Lighthouse calibrated by CPU time, not wall time (docs/decisions/0024-gates-that-give-the-same-answer.md).
 *
 * Under simulated throttling Lighthouse multiplies each main-thread task's
 * observed duration by the CPU slowdown, and the slowdown is calibrated from
 * the benchmark index. Both are wall-clock figures, so on a host whose cores
 * are shared (the bench's own server and Lighthouse, other jobs, a CI
 * neighbour) a task that waited for a core counts as work the phone must do,
 * and the index taken in a quieter moment does not cancel it: a one-core run
 * lost 8–17 points against a two-core run of the same commit.
 *
 * Chromium's trace records each task's thread time (`tdur`, time the thread
 * actually ran) beside its wall time (`dur`). Here both sides use it:
 * - the page's trace is rewritten so each top-level task lasts its thread time
 *   (its nested events shrink with it, keeping their order and nesting);
 * - the benchmark index is measured in a traced blank page, and scaled by its
 *   own task's wall ÷ thread time: iterations per second of CPU, not of clock.
 * A slower core still shows as a lower index (fewer iterations per CPU
 * second); a shared core no longer does.
 */
import { chromium } from 'playwright-core';

/** The parts of a Chromium trace event this module reads or rewrites. */
export interface TraceEvent {
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  name?: string;
  [key: string]: unknown;
}

/** How a trace was rewritten: the page's share of the clock it actually ran, for the log. */
export interface ThreadTimeTrace {
  traceEvents: TraceEvent[];
  /** Thread time ÷ wall time over the top-level tasks of the busiest renderer main thread (1 = never waited). */
  runShare: number;
}

interface Window {
  start: number;
  end: number;
  ratio: number;
}

/** Top-level complete events of one thread (not inside an earlier one), each with its thread ÷ wall ratio. */
function topLevelWindows(events: TraceEvent[]): Window[] {
  const complete = events
    .filter((e) => e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const windows: Window[] = [];
  let reach = -Infinity;
  for (const e of complete) {
    const end = e.ts + (e.dur ?? 0);
    if (e.ts < reach) continue;
    reach = end;
    // A task without thread time (or a clock glitch above 1) keeps its wall time.
    const ratio = e.tdur !== undefined && e.tdur >= 0 ? Math.min(1, e.tdur / (e.dur ?? 1)) : 1;
    windows.push({ start: e.ts, end, ratio });
  }
  return windows;
}

/** "pid:tid" of every renderer main thread, from the trace's thread-name metadata. */
export function rendererMainThreads(events: TraceEvent[]): Set<string> {
  const named = events.filter(
    (e) =>
      e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  return new Set(named.map((e) => `${e.pid}:${e.tid}`));
}

/** The trace with every thread's top-level tasks shrunk to their thread time. */
export function toThreadTime(traceEvents: TraceEvent[]): ThreadTimeTrace {
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of traceEvents) {
    if (e.ph === 'M') continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const rewritten = new Map<TraceEvent, TraceEvent>();
  const renderers = rendererMainThreads(traceEvents);
  let busiest = { wall: 0, thread: 0 };
  for (const [key, events] of byThread) {
    const windows = topLevelWindows(events);
    const wall = windows.reduce((sum, w) => sum + (w.end - w.start), 0);
    if (renderers.has(key) && wall > busiest.wall) {
      busiest = { wall, thread: windows.reduce((sum, w) => sum + (w.end - w.start) * w.ratio, 0) };
    }
    const sorted = [...events].sort((a, b) => a.ts - b.ts);
    let at = 0;
    for (const w of windows) {
      if (w.ratio >= 1) continue;
      while (at < sorted.length && sorted[at]!.ts < w.start) at += 1;
      for (let i = at; i < sorted.length && sorted[i]!.ts <= w.end; i += 1) {
        const e = sorted[i]!;
        const ts = w.start + (e.ts - w.start) * w.ratio;
        // A nested event keeps its place inside the task; one that overran the task is cut at its new end.
        const dur =
          e.dur === undefined ? undefined : Math.min(e.dur * w.ratio, w.start + (w.end - w.start) * w.ratio - ts);
        rewritten.set(e, { ...e, ts, ...(dur === undefined ? {} : { dur }) });
      }
    }
  }
  return {
    traceEvents: traceEvents.map((e) => rewritten.get(e) ?? e),
    runShare: busiest.wall > 0 ? busiest.thread / busiest.wall : 1,
  };
}

/** Lighthouse's benchmark loop, as the page function it evaluates in the page (lighthouse/core/lib/page-functions). */
type BenchmarkFunction = () => number;

export interface CpuTimeIndex {
  /** Lighthouse's benchmark index, wall clock (what Lighthouse itself reports). */
  wallIndex: number;
  /** The same iterations per second of the renderer's thread time. */
  cpuIndex: number;
}

/**
 * Runs Lighthouse's benchmark in a traced blank tab of the browser on
 * `chromePort` and scales it by the benchmark task's wall ÷ thread time.
 * Takes the best of `tries` (about a second each): contention only ever
 * lowers it, and a core never runs faster than it is.
 */
export async function cpuTimeBenchmarkIndex(
  chromePort: number,
  benchmark: BenchmarkFunction,
  tries = 2,
): Promise<CpuTimeIndex> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    let best: CpuTimeIndex = { wallIndex: 0, cpuIndex: 0 };
    for (let i = 0; i < tries; i += 1) {
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      // The protocol types events as string maps; Chromium sends numbers for the times.
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        categories: 'disabled-by-default-devtools.timeline',
        transferMode: 'ReportEvents',
      });
      const wallIndex = await page.evaluate(benchmark);
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach();
      // The benchmark is the blank page's one long task (two 500 ms loops) on its renderer's main thread.
      const renderers = rendererMainThreads(events);
      const task = events
        .filter((e) => e.ph === 'X' && e.name === 'RunTask' && renderers.has(`${e.pid}:${e.tid}`))
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
      if (!task?.dur || !task.tdur) throw new Error('the benchmark task has no thread time in the trace');
      const cpuIndex = wallIndex * (task.dur / Math.min(task.dur, task.tdur));
      if (cpuIndex > best.cpuIndex) best = { wallIndex, cpuIndex };
    }
    await page.close();
    return best;
  } finally {
    await browser.close();
  }
}
