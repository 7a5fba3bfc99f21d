/** The answer a replay sends again. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string | undefined;
  payload: string | Buffer;
}

interface Entry {
  target: string;
  expiresAt: number;
  answer: StoredAnswer | null;
  settled: Promise<void>;
  settle: () => void;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'done'; answer: StoredAnswer }
  | { kind: 'running'; settled: Promise<void> }
  | { kind: 'mismatch' };

/**
 * Answers by slot (session + key) for a fixed time, in memory. Bounded: past
 * `maxEntries` the oldest entries go first (a Map iterates in insertion
 * order), so a flood of keys costs at most that many small answers. One
 * server process only; a cluster would keep these in the database instead.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Takes the slot for `target` (METHOD url), or says why not. */
  claim(slot: string, target: string): Claim {
    this.sweep();
    const existing = this.entries.get(slot);
    if (existing) {
      if (existing.target !== target) return { kind: 'mismatch' };
      return existing.answer ? { kind: 'done', answer: existing.answer } : { kind: 'running', settled: existing.settled };
    }
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    this.entries.set(slot, { target, expiresAt: this.now() + this.ttlMs, answer: null, settled, settle });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    return { kind: 'claimed' };
  }

  /** Keeps the first answer for replays and wakes any waiting retry. */
  complete(slot: string, answer: StoredAnswer): void {
    const entry = this.entries.get(slot);
    if (!entry || entry.answer) return;
    entry.answer = answer;
    entry.settle();
  }

  /** Forgets a slot whose request failed on our side, so the next try runs for real. */
  release(slot: string): void {
    const entry = this.entries.get(slot);
    if (entry && !entry.answer) this.drop(slot);
  }

  private drop(slot: string): void {
    this.entries.get(slot)?.settle();
    this.entries.delete(slot);
  }

  private sweep(): void {
    const now = this.now();
    // Insertion order is expiry order (one TTL for all), so stop at the first live entry.
    for (const [slot, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.drop(slot);
    }
  }
}
