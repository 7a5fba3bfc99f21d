import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/platform';

/** The answer a replay sends again. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string | undefined;
  payload: Buffer;
}

export type Claim =
  | { kind: 'claimed'; owner: string; tookOver: boolean }
  | { kind: 'done'; answer: StoredAnswer }
  | { kind: 'running' }
  | { kind: 'mismatch' };

export interface IdempotencyStoreOptions {
  /** How long a finished answer is replayed. */
  ttlMs: number;
  /** How long an unfinished claim holds its slot unless renewed: frees the key of an instance that died mid-request. */
  leaseMs: number;
  now: () => Date;
}

const sweepEveryMs = 60_000;
const sweepBatch = 500;

/**
 * Answers by slot (session + key) in the `idempotency_keys` table, so every
 * server instance sees the same claims and answers and a restart loses none.
 * The insert that claims a slot is the only arbiter: of two instances racing
 * for one key, exactly one inserts the row and runs the request. Each claim
 * gets its own `owner` token, and renewing, answering and releasing all match
 * it, so a request whose claim was taken over can no longer touch the slot.
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
    const owner = randomUUID();
    const held = { fingerprint, owner, createdAt: at, expiresAt: new Date(at.getTime() + this.options.leaseMs) };
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ slot, ...held })
      .onConflictDoNothing({ target: idempotencyKeys.slot })
      .returning({ slot: idempotencyKeys.slot });
    if (inserted.length > 0) return { kind: 'claimed', owner, tookOver: false };
    const [row] = await this.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.slot, slot)).limit(1);
    // Gone between the insert and the read (released after a fault): the caller looks again.
    if (!row) return { kind: 'running' };
    if (row.expiresAt.getTime() <= at.getTime()) {
      // An answer past its TTL, or a claim nobody renews any more (its instance died). One conditional
      // update takes it over: of two retries racing for it, the second finds the lease renewed and waits.
      const taken = await this.db
        .update(idempotencyKeys)
        .set({ ...held, statusCode: null, contentType: null, payloadBase64: null })
        .where(and(eq(idempotencyKeys.slot, slot), lte(idempotencyKeys.expiresAt, at)))
        .returning({ slot: idempotencyKeys.slot });
      return taken.length > 0 ? { kind: 'claimed', owner, tookOver: row.statusCode === null } : { kind: 'running' };
    }
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.statusCode === null) return { kind: 'running' };
    const payload = Buffer.from(row.payloadBase64 ?? '', 'base64');
    return { kind: 'done', answer: { statusCode: row.statusCode, contentType: row.contentType ?? undefined, payload } };
  }

  /** Extends the lease of a claim still held by `owner`; false once it is answered, released or taken over. */
  async renew(slot: string, owner: string): Promise<boolean> {
    const at = this.options.now();
    const renewed = await this.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(at.getTime() + this.options.leaseMs) })
      .where(and(eq(idempotencyKeys.slot, slot), eq(idempotencyKeys.owner, owner), isNull(idempotencyKeys.statusCode)))
      .returning({ slot: idempotencyKeys.slot });
    return renewed.length > 0;
  }

  /**
   * Keeps the first answer for replays, for the full TTL from now. `db` may be
   * the handler's transaction, so the answer commits with the work it reports.
   * False when `owner` no longer holds an unanswered claim on the slot.
   */
  async complete(slot: string, owner: string, answer: StoredAnswer, db: Db = this.db): Promise<boolean> {
    const at = this.options.now();
    const stored = await db
      .update(idempotencyKeys)
      .set({
        statusCode: answer.statusCode,
        contentType: answer.contentType ?? null,
        payloadBase64: answer.payload.toString('base64'),
        expiresAt: new Date(at.getTime() + this.options.ttlMs),
      })
      .where(and(eq(idempotencyKeys.slot, slot), eq(idempotencyKeys.owner, owner), isNull(idempotencyKeys.statusCode)))
      .returning({ slot: idempotencyKeys.slot });
    return stored.length > 0;
  }

  /** Forgets a slot whose request failed on our side, so the next try runs for real. */
  async release(slot: string, owner: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.slot, slot), eq(idempotencyKeys.owner, owner), isNull(idempotencyKeys.statusCode)));
  }

  /** Deletes expired rows, a bounded batch at a time and at most once a minute per instance. */
  private async sweep(at: Date): Promise<void> {
    if (at.getTime() - this.lastSweep < sweepEveryMs) return;
    this.lastSweep = at.getTime();
    const expired = this.db
      .select({ slot: idempotencyKeys.slot })
      .from(idempotencyKeys)
      .where(lte(idempotencyKeys.expiresAt, at))
      .limit(sweepBatch);
    await this.db.delete(idempotencyKeys).where(inArray(idempotencyKeys.slot, expired));
  }
}
