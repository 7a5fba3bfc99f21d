/**
 * Open-loop load generator: request i is sent at start + i / rate whatever the
 * answers before it did, and its latency counts from that scheduled instant,
 * so a slow server cannot hide its queueing by slowing the sender
 * (no coordinated omission). Bounded in count and time; loopback targets only.
 */

/** How one request ended, as the caller's classifier judged it. */
export type Outcome = 'ok' | 'refused' | 'error';

export interface Sample {
  kind: string;
  /** From the scheduled send instant to the end of the answer, ms. */
  latencyMs: number;
  outcome: Outcome;
  /** Status code, or 0 for a network error or time-out. */
  status: number;
}

export interface LoadPlan {
  /** Requests per second, sent at fixed intervals. */
  rate: number;
  durationMs: number;
  /** Sends request number i and says what kind it was and how it ended. */
  send: (i: number) => Promise<{ kind: string; outcome: Outcome; status: number }>;
  /** Hard cap on how long the run waits for stragglers after the last send. */
  drainMs?: number;
}

export interface LoadRun {
  samples: Sample[];
  /** Wall time from the first scheduled send to the last one, ms. */
  sendWindowMs: number;
  /** Requests still unanswered when the drain cap ran out (counted as errors). */
  unanswered: number;
}

/** A short reason for a request that got no answer (time-out, reset, refused...). */
function reasonOf(err: unknown): string {
  const e = err as { name?: string; code?: unknown; cause?: { code?: string; name?: string } };
  // An AbortSignal time-out is a DOMException whose numeric code says less than its name.
  return e.cause?.code ?? (typeof e.code === 'string' ? e.code : undefined) ?? e.cause?.name ?? e.name ?? 'unknown';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export async function runOpenLoop(plan: LoadPlan): Promise<LoadRun> {
  const total = Math.round((plan.rate * plan.durationMs) / 1000);
  const interval = 1000 / plan.rate;
  const samples: Sample[] = [];
  const pending = new Set<Promise<void>>();
  let closed = false;
  const start = performance.now();
  let lastSend = start;
  for (let i = 0; i < total; i += 1) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    // setTimeout is coarse (≈1 ms); a late tick sends the overdue requests at once.
    if (wait > 1) await sleep(wait);
    lastSend = performance.now();
    const p = plan
      .send(i)
      .catch((err: unknown) => ({ kind: `failed: ${reasonOf(err)}`, outcome: 'error' as const, status: 0 }))
      .then((r) => {
        if (!closed) samples.push({ ...r, latencyMs: performance.now() - scheduled });
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  }
  const drained = Promise.all([...pending]);
  await Promise.race([drained, sleep(plan.drainMs ?? 30_000)]);
  closed = true;
  const unanswered = pending.size;
  for (let k = 0; k < unanswered; k += 1) {
    samples.push({ kind: 'unanswered', latencyMs: Number.POSITIVE_INFINITY, outcome: 'error', status: 0 });
  }
  return { samples, sendWindowMs: lastSend - start, unanswered };
}

export interface LoadSummary {
  sent: number;
  /** Requests per second actually sent over the send window. */
  achievedRate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** Business refusals (e.g. "slot taken"): correct answers, not errors. */
  refused: number;
  byKind: Record<string, number>;
}

/** Nearest-rank percentile of an ascending list (p in 0..100). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarise(run: LoadRun): LoadSummary {
  const latencies = run.samples.map((s) => s.latencyMs).sort((a, b) => a - b);
  const byKind: Record<string, number> = {};
  for (const s of run.samples) byKind[s.kind] = (byKind[s.kind] ?? 0) + 1;
  const sent = run.samples.length;
  return {
    sent,
    achievedRate: run.sendWindowMs > 0 ? ((sent - 1) * 1000) / run.sendWindowMs : sent,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    errors: run.samples.filter((s) => s.outcome === 'error').length,
    refused: run.samples.filter((s) => s.outcome === 'refused').length,
    byKind,
  };
}
