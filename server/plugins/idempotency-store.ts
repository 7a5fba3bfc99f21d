import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/platform';

/** The answer a replay sends again. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string | undefined;
  payload: Buffer;
}

export type Claim = { kind: 'claimed' } | { kind: 'done'; answer: StoredAnswer } | { kind: 'running' } | { kind: 'mismatch' };

export interface IdempotencyStoreOptions {
  /** How long a finished answer is replayed. */
  ttlMs: number;
  /** How long an unfinished claim holds its slot: frees the key of an instance that died mid-request. */
  leaseMs: number;
  now: () => Date;
}

const sweepEveryMs = 60_000;
const sweepBatch = 500;

/**
 * Answers by slot (session + key) in the `idempotency_keys` table, so every
 * server instance sees the same claims and answers and a restart loses none.
 * The insert that claims a slot is the only arbiter: of two instances racing
 * for one key, exactly one inserts the row and runs the request.
 */
export class IdempotencyStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly options: IdempotencyStoreOptions,
  ) {}

  /** Takes the slot for `fingerprint` (method, URL, body hash), or says why not. */
  async claim(slot: string, fingerprint: string): Promise<Claim> {
    const at = this.options.now();
    await this.sweep(at);
    // Two rounds at most: the second follows an expired row removed by the first.
    for (let round = 0; round < 2; round += 1) {
      const inserted = await this.db
        .insert(idempotencyKeys)
        .values({ slot, fingerprint, createdAt: at, expiresAt: new Date(at.getTime() + this.options.leaseMs) })
        .onConflictDoNothing({ target: idempotencyKeys.slot })
        .returning({ slot: idempotencyKeys.slot });
      if (inserted.length > 0) return { kind: 'claimed' };
      const [row] = await this.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.slot, slot)).limit(1);
      // Gone between the insert and the read (released after a fault): the caller looks again.
      if (!row) return { kind: 'running' };
      if (row.expiresAt.getTime() <= at.getTime()) {
        await this.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.slot, slot), lte(idempotencyKeys.expiresAt, at)));
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.statusCode === null) return { kind: 'running' };
      const payload = Buffer.from(row.payloadBase64 ?? '', 'base64');
      return { kind: 'done', answer: { statusCode: row.statusCode, contentType: row.contentType ?? undefined, payload } };
    }
    return { kind: 'running' };
  }

  /** Keeps the first answer for replays, for the full TTL from now. */
  async complete(slot: string, answer: StoredAnswer): Promise<void> {
    const at = this.options.now();
    await this.db
      .update(idempotencyKeys)
      .set({
        statusCode: answer.statusCode,
        contentType: answer.contentType ?? null,
        payloadBase64: answer.payload.toString('base64'),
        expiresAt: new Date(at.getTime() + this.options.ttlMs),
      })
      .where(and(eq(idempotencyKeys.slot, slot), isNull(idempotencyKeys.statusCode)));
  }

  /** Forgets a slot whose request failed on our side, so the next try runs for real. */
  async release(slot: string): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.slot, slot), isNull(idempotencyKeys.statusCode)));
  }

  /** Deletes expired rows, a bounded batch at a time and at most once a minute per instance. */
  private async sweep(at: Date): Promise<void> {
    if (at.getTime() - this.lastSweep < sweepEveryMs) return;
    this.lastSweep = at.getTime();
    const expired = this.db.select({ slot: idempotencyKeys.slot }).from(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, at)).limit(sweepBatch);
    await this.db.delete(idempotencyKeys).where(inArray(idempotencyKeys.slot, expired));
  }
}
