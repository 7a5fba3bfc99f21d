import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
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
  /** Most keys kept at once across all sessions; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

function replay(reply: FastifyReply, answer: StoredAnswer) {
  reply.header(replayedHeader, 'true');
  if (answer.contentType) reply.header('content-type', answer.contentType);
  return reply.code(answer.statusCode).send(answer.payload);
}

/**
 * Idempotency-Key on state-changing calls: a client that timed out may have
 * been answered after all, so when it retries with the same key the first
 * answer is sent again instead of booking or saving twice. Keys are scoped to
 * the session (another user's key replays nothing) and to the method + URL
 * (the same key on another call is a client bug: 422). A retry that arrives
 * while the first is still running waits for it. Server faults (5xx) are not
 * kept, so a retry after one does the work for real. Signed-out calls carry
 * no session to scope by and are left alone.
 */
export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions = {}): IdempotencyStore {
  const store = new IdempotencyStore(options.ttlMs ?? 10 * 60_000, options.maxEntries ?? 5_000, options.now ?? Date.now);
  app.decorateRequest('idempotencySlot', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[idempotencyHeader];
    if (typeof key !== 'string' || !unsafeMethods.has(request.method) || !request.auth) return undefined;
    if (!keyPattern.test(key)) throw new HttpError(400, 'Invalid Idempotency-Key header.');
    const slot = `${request.auth.sessionId}:${key}`;
    const target = `${request.method} ${request.url}`;
    for (;;) {
      const found = store.claim(slot, target);
      if (found.kind === 'claimed') {
        request.idempotencySlot = slot;
        return undefined;
      }
      if (found.kind === 'mismatch') throw new HttpError(422, 'This Idempotency-Key was already used for another request.');
      if (found.kind === 'done') return replay(reply, found.answer);
      // Still running: wait, then look again (it may have failed and been released).
      await found.settled;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.idempotencySlot;
    if (!slot) return payload;
    request.idempotencySlot = null;
    if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      store.release(slot);
    } else {
      const contentType = reply.getHeader('content-type');
      store.complete(slot, { statusCode: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : undefined, payload });
    }
    return payload;
  });

  // A request that never reaches onSend (socket gone before an answer) must not leave waiters hanging.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.idempotencySlot) store.release(request.idempotencySlot);
    done();
  });

  return store;
}
