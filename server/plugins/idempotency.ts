import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
import { okBody } from '../lib/reply';
import { sha256 } from '../lib/secrets';
import { IdempotencyStore, type StoredAnswer } from './idempotency-store';

export const idempotencyHeader = 'idempotency-key';
/** Set on an answer that repeats the first one instead of doing the work again. */
export const replayedHeader = 'idempotent-replayed';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;

/** The store entry a request answers for, held while it runs. */
interface HeldClaim {
  slot: string;
  owner: string;
  store: IdempotencyStore;
  heartbeat: NodeJS.Timeout;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The claim this request answers for, when it carried an Idempotency-Key and runs for real. */
    idempotencyClaim: HeldClaim | null;
  }
}

const stillProcessing = 'A request with this Idempotency-Key is still being processed. Please try again shortly.';
/** What Fastify sends an object payload as: the replay must carry the same header. */
const jsonContentType = 'application/json; charset=utf-8';

export interface IdempotencyOptions {
  /** How long an answer is replayed; the client forgets its key sooner (src/lib/api/idempotency-keys.ts). */
  ttlMs?: number;
  /** How long a retry waits for the first request to finish before it is told to come back (409). */
  waitMs?: number;
  /**
   * How long an unfinished request holds its key unless renewed. The running request renews it
   * every third of this, so only one lost with its server instance lets it lapse and be taken over.
   */
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
 * processed (409). A running request keeps renewing a short lease on its
 * key; a retry that finds the lease lapsed (the instance died) takes the key
 * over and runs the request. Handlers that write in a transaction also store
 * their answer in it (storeIdempotentAnswer), so a crash between the commit
 * and the reply leaves an answer to replay, not work to do again.
 * Server faults (5xx) are not kept, so a retry after one does
 * the work for real. Signed-out calls carry no session to scope by and are
 * left alone. Multipart bodies are read by the handler, after this check, so
 * for them the fingerprint is the method and URL only.
 */
export function registerIdempotency(app: FastifyInstance, db: Db, options: IdempotencyOptions = {}): IdempotencyStore {
  const waitMs = options.waitMs ?? 30_000;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const leaseMs = options.leaseMs ?? 10_000;
  const store = new IdempotencyStore(db, { ttlMs, leaseMs, now: options.now ?? (() => new Date()) });
  const heartbeats = new Set<NodeJS.Timeout>();
  app.decorateRequest('idempotencyClaim', null);

  /** Renews the claim while the request runs; stops when it is let go, lost, or has run for the whole TTL. */
  function startHeartbeat(request: FastifyRequest, slot: string, owner: string): NodeJS.Timeout {
    const startedAt = Date.now();
    let renewing = false;
    const timer = setInterval(() => {
      if (Date.now() - startedAt > ttlMs) {
        stopHeartbeat(timer);
        request.log.warn('idempotency: request ran longer than the TTL; its key is no longer held');
        return;
      }
      if (renewing) return;
      renewing = true;
      store
        .renew(slot, owner)
        .then((held) => {
          if (!held) stopHeartbeat(timer);
        })
        .catch((err: unknown) => request.log.warn({ err }, 'idempotency: could not renew a claim'))
        .finally(() => {
          renewing = false;
        });
    }, leaseMs / 3);
    // A request in flight must not keep the process alive.
    timer.unref();
    heartbeats.add(timer);
    return timer;
  }
  function stopHeartbeat(timer: NodeJS.Timeout) {
    clearInterval(timer);
    heartbeats.delete(timer);
  }
  /** Takes the request's claim off it, so exactly one hook lets it go. */
  function letGo(request: FastifyRequest): HeldClaim | null {
    const claim = request.idempotencyClaim;
    if (!claim) return null;
    request.idempotencyClaim = null;
    stopHeartbeat(claim.heartbeat);
    return claim;
  }

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
        if (found.tookOver) request.log.info('idempotency: took over a key whose request stopped renewing it');
        request.idempotencyClaim = {
          slot,
          owner: found.owner,
          store,
          heartbeat: startHeartbeat(request, slot, found.owner),
        };
        return undefined;
      }
      if (found.kind === 'mismatch') {
        throw new HttpError(422, 'This Idempotency-Key was already used for another request.');
      }
      if (found.kind === 'done') return replay(reply, found.answer);
      if (Date.now() >= giveUpAt) throw new HttpError(409, stillProcessing);
      // Still running, here or on another instance: look again shortly (it may finish, fail, or lapse).
      await sleep(Math.min(delay, Math.max(0, giveUpAt - Date.now())));
    }
  });

  // A client that hangs up does not stop the handler, which still reaches onSend: the claim stays renewed until then.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = letGo(request);
    if (!claim) return payload;
    try {
      if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        await store.release(claim.slot, claim.owner);
      } else {
        // A no-op when the handler already stored this answer in its transaction.
        const contentType = reply.getHeader('content-type');
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        await store.complete(claim.slot, claim.owner, {
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : undefined,
          payload: body,
        });
      }
    } catch (err) {
      // The answer itself stands; a retry finds the claim until its lease ends.
      request.log.warn({ err }, 'idempotency: could not record the answer');
    }
    return payload;
  });

  // A request that never reaches onSend (a hijacked reply) must not hold its key.
  app.addHook('onResponse', async (request) => {
    const claim = letGo(request);
    if (!claim) return;
    await store
      .release(claim.slot, claim.owner)
      .catch((err: unknown) => request.log.warn({ err }, 'idempotency: could not release a key'));
  });

  app.addHook('onClose', (_instance, done) => {
    for (const timer of heartbeats) stopHeartbeat(timer);
    done();
  });

  return store;
}

/**
 * Stores, inside the handler's transaction `tx`, the answer `ok(reply, data, status)`
 * is about to send, so it commits with the work: an instance that dies after the
 * commit but before the reply leaves an answer the retry replays instead of
 * doing the work twice. Throws (rolling `tx` back) when this request has lost
 * its key to a retry that took it over. Does nothing for a request without a key.
 */
export async function storeIdempotentAnswer(
  tx: Db,
  request: FastifyRequest,
  data: unknown,
  status = 200,
): Promise<void> {
  const claim = request.idempotencyClaim;
  if (!claim) return;
  const payload = Buffer.from(JSON.stringify(okBody(data, status)));
  const stored = await claim.store.complete(
    claim.slot,
    claim.owner,
    { statusCode: status, contentType: jsonContentType, payload },
    tx,
  );
  if (!stored) throw new HttpError(409, stillProcessing);
}
