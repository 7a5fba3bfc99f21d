import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
import { sha256 } from '../lib/secrets';
import { IdempotencyStore, type StoredAnswer } from './idempotency-store';

export const idempotencyHeader = 'idempotency-key';
/** Set on an answer that repeats the first one instead of doing the work again. */
export const replayedHeader = 'idempotent-replayed';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The store entry this request answers for, when it carried an Idempotency-Key. */
    idempotencySlot: string | null;
  }
}

export interface IdempotencyOptions {
  /** How long an answer is replayed; the client forgets its key sooner (src/lib/api/idempotency-keys.ts). */
  ttlMs?: number;
  /** How long a retry waits for the first request to finish before it is told to come back (409). */
  waitMs?: number;
  /** How long an unfinished request holds its key, so one lost with its server instance does not block it for the TTL. */
  leaseMs?: number;
  now?: () => Date;
}

/** JSON with object keys sorted, so the same body sent with its keys in another order hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

function replay(reply: FastifyReply, answer: StoredAnswer) {
  reply.header(replayedHeader, 'true');
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.code(answer.statusCode).send(answer.payload);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency-Key on state-changing calls (the IETF Idempotency-Key draft): a
 * client that timed out may have been answered after all, so when it retries
 * with the same key the first answer is sent again instead of booking or
 * saving twice. Claims and answers live in the database (idempotency_keys),
 * so the retry may reach any server instance. Keys are scoped to the session
 * (another user's key replays nothing); the same key with another method, URL
 * or body is a client bug (422). A retry that arrives while the first is still
 * running polls for its answer, and after `waitMs` is told it is still being
 * processed (409). Server faults (5xx) are not kept, so a retry after one does
 * the work for real. Signed-out calls carry no session to scope by and are
 * left alone. Multipart bodies are read by the handler, after this check, so
 * for them the fingerprint is the method and URL only.
 */
export function registerIdempotency(app: FastifyInstance, db: Db, options: IdempotencyOptions = {}): IdempotencyStore {
  const waitMs = options.waitMs ?? 30_000;
  const store = new IdempotencyStore(db, {
    ttlMs: options.ttlMs ?? 10 * 60_000,
    leaseMs: options.leaseMs ?? Math.max(2 * 60_000, 2 * waitMs),
    now: options.now ?? (() => new Date()),
  });
  app.decorateRequest('idempotencySlot', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[idempotencyHeader];
    if (typeof key !== 'string' || !unsafeMethods.has(request.method) || !request.auth) return undefined;
    if (!keyPattern.test(key)) throw new HttpError(400, 'Invalid Idempotency-Key header.');
    // Hashed: the table holds no session id, and no key or body a user sent.
    const slot = sha256(`${request.auth.sessionId}:${key}`);
    const fingerprint = `${request.method} ${request.url} ${sha256(canonicalJson(request.body))}`;
    const giveUpAt = Date.now() + waitMs;
    for (let delay = 20; ; delay = Math.min(delay * 2, 500)) {
      const found = await store.claim(slot, fingerprint);
      if (found.kind === 'claimed') {
        request.idempotencySlot = slot;
        return undefined;
      }
      if (found.kind === 'mismatch') throw new HttpError(422, 'This Idempotency-Key was already used for another request.');
      if (found.kind === 'done') return replay(reply, found.answer);
      if (Date.now() >= giveUpAt) throw new HttpError(409, 'A request with this Idempotency-Key is still being processed. Please try again shortly.');
      // Still running, here or on another instance: look again shortly (it may also fail and be released).
      await sleep(Math.min(delay, Math.max(0, giveUpAt - Date.now())));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.idempotencySlot;
    if (!slot) return payload;
    request.idempotencySlot = null;
    try {
      if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        await store.release(slot);
      } else {
        const contentType = reply.getHeader('content-type');
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        await store.complete(slot, { statusCode: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : undefined, payload: body });
      }
    } catch (err) {
      // The answer itself stands; a retry finds the claim until its lease ends.
      request.log.warn({ err }, 'idempotency: could not record the answer');
    }
    return payload;
  });

  // A request that never reaches onSend (socket gone before an answer) must not hold its key.
  app.addHook('onResponse', async (request) => {
    const slot = request.idempotencySlot;
    if (!slot) return;
    request.idempotencySlot = null;
    await store.release(slot).catch((err: unknown) => request.log.warn({ err }, 'idempotency: could not release a key'));
  });

  return store;
}
