import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { idempotencyKeys, rateLimits } from '../db/schema/platform';
import { ok } from '../lib/reply';
import { sha256 } from '../lib/secrets';
import type { Auth } from '../types';
import { createTestApp, type TestApp } from '../testing/test-app';
import { idempotencyHeader, registerIdempotency, replayedHeader, storeIdempotentAnswer } from './idempotency';

/**
 * Server instances sharing one database, each the idempotency plugin alone
 * with a short lease; "killing" one is closing it, which stops its renewals.
 */
let t: TestApp;
const others: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t?.close();
});

describe('Idempotency-Key lease: an instance that dies mid-request', () => {
  const leaseMs = 600;
  const sessionId = 'lease-session';
  let runs = 0;
  /** Handlers wait at a gate named by their x-gate header (not part of the fingerprint) until the test opens it. */
  const gates = new Map<string, () => void>();
  const gate = (name: unknown) => new Promise<void>((resolve) => gates.set(String(name), resolve));
  async function open(name: string) {
    while (!gates.has(name)) await new Promise((r) => setTimeout(r, 10));
    gates.get(name)!();
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** A row the transaction writes: present only if the transaction committed. */
  const marker = (key: string) => `lease-test-${key}`;
  const committed = async (key: string) =>
    (
      await t.handle.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, `${marker(key)}-%`))
    )
      .map((r) => r.key)
      .sort();

  /** One server instance: the plugin alone with a short lease, on the suite's database. */
  async function instance(): Promise<FastifyInstance> {
    const app = Fastify();
    others.push(app);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', (request, _reply, done) => {
      request.auth = { sessionId } as Auth;
      done();
    });
    registerIdempotency(app, t.handle.db, { waitMs: 5_000, leaseMs });
    const write = (request: FastifyRequest, n: number) =>
      t.handle.db.transaction(async (tx) => {
        const key = String(request.headers[idempotencyHeader]);
        await tx
          .insert(rateLimits)
          .values({ key: `${marker(key)}-${n}`, count: n, resetAt: new Date(Date.now() + 60_000) });
        await storeIdempotentAnswer(tx, request, { n });
      });
    // Slow work that writes at its end, as a booking does.
    app.post('/write-late', async (request, reply) => {
      const n = (runs += 1);
      await gate(request.headers['x-gate']);
      await write(request, n);
      return ok(reply, { n });
    });
    // Commits, then stalls before answering: the instance dying there is the crash to survive.
    app.post('/write-then-stall', async (request, reply) => {
      const n = (runs += 1);
      await write(request, n);
      await gate(request.headers['x-gate']);
      return ok(reply, { n });
    });
    await app.ready();
    return app;
  }
  const post = (app: FastifyInstance, url: string, key: string, gateName: string) =>
    app.inject({ method: 'POST', url, payload: {}, headers: { [idempotencyHeader]: key, 'x-gate': gateName } });

  it('a retry takes over a key whose instance stopped renewing it, runs the request, and the lost one cannot commit', async () => {
    const [dying, survivor] = [await instance(), await instance()];
    const key = 'key-lease-takeover';
    const lost = post(dying, '/write-late', key, 'lost');
    await sleep(100);
    // Closing the instance stops its heartbeats: its claim lapses as if the process had been killed.
    await dying.close();
    await sleep(leaseMs + 200);
    const retry = post(survivor, '/write-late', key, 'retry');
    await open('retry');
    const answered = await retry;
    expect(answered.statusCode).toBe(200);
    expect(answered.headers[replayedHeader]).toBeUndefined();
    // The first run wakes up after the takeover: its transaction is refused and rolled back.
    await open('lost');
    expect((await lost).statusCode).toBe(409);
    expect(await committed(key)).toEqual([`${marker(key)}-${answered.json<{ data: { n: number } }>().data.n}`]);
    const again = await post(survivor, '/write-late', key, 'unused');
    expect(again.headers[replayedHeader]).toBe('true');
    expect(again.body).toBe(answered.body);
  });

  it('of two retries racing for a lapsed claim exactly one runs the request', async () => {
    const [one, two] = [await instance(), await instance()];
    const key = 'key-lease-race-01';
    // The claim as a killed instance leaves it: unanswered, its lease run out.
    const past = new Date(Date.now() - 1_000);
    await t.handle.db.insert(idempotencyKeys).values({
      slot: sha256(`${sessionId}:${key}`),
      fingerprint: `POST /write-late ${sha256('{}')}`,
      owner: 'killed-instance',
      createdAt: past,
      expiresAt: past,
    });
    const before = runs;
    const first = post(one, '/write-late', key, 'race-1');
    const second = post(two, '/write-late', key, 'race-2');
    await sleep(leaseMs * 2);
    // Only the winner reached its gate; the other is still waiting for the answer, past the lease.
    expect(runs - before).toBe(1);
    const winner = gates.has('race-1') ? 'race-1' : 'race-2';
    await open(winner);
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect([a.headers[replayedHeader], b.headers[replayedHeader]].filter(Boolean)).toEqual(['true']);
    expect(await committed(key)).toHaveLength(1);
  });

  it('replays an answer stored in the transaction when the instance dies after the commit, before replying', async () => {
    const [dying, survivor] = [await instance(), await instance()];
    const key = 'key-lease-commit-01';
    const before = runs;
    const stalled = post(dying, '/write-then-stall', key, 'stalled');
    while (!gates.has('stalled')) await sleep(10);
    await dying.close();
    const retry = await post(survivor, '/write-then-stall', key, 'unused-2');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[replayedHeader]).toBe('true');
    expect(runs - before).toBe(1);
    expect(await committed(key)).toHaveLength(1);
    // The stored answer is the very reply: same bytes, same type; replying late leaves it as it was.
    await open('stalled');
    const late = await stalled;
    expect(retry.body).toBe(late.body);
    expect(retry.headers['content-type']).toBe(late.headers['content-type']);
    const [row] = await t.handle.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.slot, sha256(`${sessionId}:${key}`)));
    expect(Buffer.from(row!.payloadBase64!, 'base64').toString()).toBe(late.body);
  });

  it('does not take over a request that outlives the lease on a live instance: its claim is renewed', async () => {
    const [running, other] = [await instance(), await instance()];
    const key = 'key-lease-renewed';
    const before = runs;
    const first = post(running, '/write-late', key, 'long');
    await sleep(leaseMs * 3);
    const retry = post(other, '/write-late', key, 'unused-3');
    await sleep(leaseMs * 2);
    expect(runs - before).toBe(1);
    await open('long');
    const [a, b] = await Promise.all([first, retry]);
    expect(a.statusCode).toBe(200);
    expect(b.headers[replayedHeader]).toBe('true');
    expect(b.body).toBe(a.body);
    expect(await committed(key)).toHaveLength(1);
  });
});
