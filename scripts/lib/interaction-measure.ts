/**
 * Interaction latency as Chrome's INP counts it (docs/decisions/0076-the-interactions-bench.md): Event Timing
 * entries (PerformanceObserver type 'event', durationThreshold 16, buffered)
 * grouped by interactionId; an interaction lasts its longest entry (input to
 * the next paint). A measured step may hold several interactions (typing a
 * name, then Enter): the step's latency is its worst, as INP takes the worst.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** One Event Timing entry, as the page's observer keeps it. */
export interface EventEntry {
  interactionId: number;
  duration: number;
  name: string;
}

/** Below this Chrome does not report an entry at all (the API's floor); a step without entries answered faster. */
export const durationThresholdMs = 16;

/** Each interaction's latency: the longest duration among the entries sharing its id. */
export function interactionLatencies(entries: EventEntry[]): Map<number, number> {
  const byId = new Map<number, number>();
  for (const e of entries) {
    if (e.interactionId <= 0) continue;
    byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
  }
  return byId;
}

/**
 * The step's latency: its worst interaction. A step with no entry over the
 * threshold answered under it; it counts as the threshold, an upper bound,
 * so a figure is never better than the API can tell.
 */
export function stepLatency(entries: EventEntry[]): number {
  const latencies = [...interactionLatencies(entries).values()];
  return Math.max(durationThresholdMs, ...latencies);
}

declare global {
  interface Window {
    __avaEventEntries?: EventEntry[];
  }
}

/** Starts the observer in every document the context opens, before the page's own scripts. */
export async function observeInteractions(context: BrowserContext): Promise<void> {
  await context.addInitScript((threshold: number) => {
    const kept: EventEntry[] = [];
    window.__avaEventEntries = kept;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (e.interactionId > 0) kept.push({ interactionId: e.interactionId, duration: e.duration, name: e.name });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, durationThresholdMs);
}

const entryCount = (page: Page) => page.evaluate(() => window.__avaEventEntries?.length ?? 0);

/** Entries are delivered after the paint that ends them: two frames and a pause let the observer catch up. */
const afterNextPaints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 60))),
      ),
  );

/** A page's CDP session, for the CPU slowdown; one per page, opened once. */
const sessions = new WeakMap<Page, CDPSession>();
async function cdpOf(page: Page): Promise<CDPSession> {
  const known = sessions.get(page);
  if (known) return known;
  const cdp = await page.context().newCDPSession(page);
  sessions.set(page, cdp);
  return cdp;
}

export interface Step {
  /** The user's input: clicks and keys Playwright sends as trusted input (never `fill` or `selectOption`, which send none). */
  act: () => Promise<void>;
  /** Waits until the page shows the step's outcome, so the step is known to have happened. */
  settle: () => Promise<void>;
}

/**
 * Runs one step with the CPU slowed down by `cpuRate` (only while it runs:
 * set-up and resets go at full speed) and returns its latency in ms.
 */
export async function measureStep(page: Page, cpuRate: number, step: Step): Promise<number> {
  const cdp = await cdpOf(page);
  await afterNextPaints(page);
  const from = await entryCount(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  try {
    await step.act();
    await step.settle();
    await afterNextPaints(page);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const entries = await page.evaluate((at) => (window.__avaEventEntries ?? []).slice(at), from);
  return stepLatency(entries);
}
