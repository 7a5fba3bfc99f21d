/**
 * The load gate calibrated to the host (docs/decisions/0024-gates-that-give-the-same-answer.md): the mixed load's rate
 * is
 * stepped up until p95 passes the goal, and the gated run goes at half the
 * highest rate that held, so the gate asks "does the server keep its latency
 * with headroom on this machine" instead of "is this machine fast enough for a
 * fixed 200 requests/s". Pure planning here; bench-load.ts runs the steps.
 */
import type { LoadSummary } from './load-runner';

export const p95GoalMs = 100;

export interface RampOptions {
  /** First rate tried, requests/s. */
  startRate: number;
  /** Highest rate tried: the ramp stops there even if it still holds. */
  maxRate: number;
  /** Lowest rate tried when even the first step fails: the ramp halves down to it. */
  minRate: number;
  /** Seconds per step. */
  stepSeconds: number;
}

export const defaultRamp: RampOptions = { startRate: 25, maxRate: 800, minRate: 3, stepSeconds: 4 };

/**
 * The reference request's ramp (the XSRF call, which reads no table): it starts higher and may go
 * further, since its capacity is several times the mix's on any host.
 */
export const referenceRamp: RampOptions = { startRate: 100, maxRate: 6_400, minRate: 3, stepSeconds: 4 };

/**
 * The gates that can fail (docs/decisions/0070-a-load-gate-that-can-fail.md): both hold their meaning on a slower or
 * busier host because
 * each is a ratio to the reference request measured by the same run on the same host.
 * - CPU per request of the mix, the server's and the database's each, ÷ the XSRF call's server CPU
 *   (the 1.8–2.0× was measured another way; this measure, idle CPU taken out, gave 2.88× and
 *   2.92× on a quiet host, so the gate sits at 4× and the 2.5× is the goal:
 *   docs/decisions/0077-what-the-lead-changed-when-merging.md);
 * - the mix's capacity ÷ the XSRF call's capacity, both found by the same ramp.
 */
export const cpuRatioGate = 4;
export const cpuRatioGoal = 2.5;
export const capacityRatioFloor = 0.1;

export interface RampStep {
  rate: number;
  load: LoadSummary;
}

/** A step holds when its p95 is within the goal and no request failed. */
export const stepHolds = (s: RampStep): boolean => s.load.p95 <= p95GoalMs && s.load.errors === 0;

/**
 * The next rate to try after `steps`, or null when the capacity is known:
 * doubling until a step fails (or the cap), then one step halfway (geometric
 * mean) between the last rate that held and the one that did not. When even
 * the first step fails (a slow or busy host), halving down until one holds or
 * the floor is reached, so such a host is gated at half of what it can do too.
 */
export function nextRampRate(steps: RampStep[], options: RampOptions = defaultRamp): number | null {
  const last = steps.at(-1);
  if (!last) return options.startRate;
  if (stepHolds(last)) {
    if (last.rate >= options.maxRate) return null;
    const failed = steps.find((s) => !stepHolds(s));
    // After the bisection step held, the capacity lies between it and the failure: stop.
    if (failed) return null;
    return Math.min(options.maxRate, last.rate * 2);
  }
  const held = steps.filter(stepHolds);
  if (held.length === 0) {
    const lower = Math.floor(last.rate / 2);
    return lower >= options.minRate ? lower : null;
  }
  const below = held.at(-1);
  // Bisect once: only right after the first failure, when a rate held below it.
  if (!below || steps.filter((s) => !stepHolds(s)).length > 1) return null;
  return Math.round(Math.sqrt(below.rate * last.rate));
}

/** The highest rate that held (0 when none did). */
export const capacityOf = (steps: RampStep[]): number => Math.max(0, ...steps.filter(stepHolds).map((s) => s.rate));

/** The gated run's rate: half the capacity, or half the floor when nothing held (the gate then shows why). */
export const gatedRateFor = (capacity: number, options: RampOptions = defaultRamp): number =>
  Math.max(1, Math.round((capacity || options.minRate) / 2));
