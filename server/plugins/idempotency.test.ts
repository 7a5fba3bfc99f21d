import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileItemPath, profilePath, profileResponseSchema } from '../../src/lib/api/contract/account';
import { createAppointmentPath, createAppointmentResponseSchema } from '../../src/lib/api/contract/doctor-search';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, type App } from '../app';
import { eq, like } from 'drizzle-orm';
import { appointmentRequests, appointmentUnits, doctors } from '../db/schema/domain';
import { idempotencyKeys } from '../db/schema/platform';
import type { Auth } from '../types';
import { Browser, createTestApp, errorOf, parse, type TestApp } from '../testing/test-app';
import { idempotencyHeader, registerIdempotency, replayedHeader } from './idempotency';

let t: TestApp;
let release: () => void = () => {};
let slowCalls = 0;
let flaky = 0;
/** Stand-ins for a booking the client gave up on, and for a server fault; every instance gets the same ones. */
function testRoutes(app: FastifyInstance) {
  // Finishes only when the test says so.
  app.post('/api/v1/test/slow-create', async () => {
    slowCalls += 1;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return { code: true, data: { n: slowCalls }, status: 200 };
  });
  app.post('/api/v1/test/flaky', () => {
    flaky += 1;
    if (flaky === 1) throw new Error('first try breaks');
    return Promise.resolve({ code: true, data: { n: flaky }, status: 200 });
  });
}
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: testRoutes, seedDomain: true });
});
const others: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
  await t?.close();
});

let address = 0;
async function signedIn(email: string, app: App = t.app) {
  address += 1;
  const b = new Browser(app, email.split('@')[1]!.replace('.demo', ''), `10.7.0.${address}`);
  expect((await b.login(email)).statusCode).toBe(200);
  return b;
}

const newAddress = { street: 'Idempotent Road', block: '9', postalCode: '123456' };
const addresses = async (b: Browser) =>
  parse(profileResponseSchema, await b.request({ method: 'GET', url: profilePath })).data.address.filter(
    (a) => a.street === newAddress.street,
  );
const addAddress = (b: Browser, key?: string) =>
  b.request({
    method: 'POST',
    url: profileItemPath('address'),
    payload: newAddress,
    headers: key ? { [idempotencyHeader]: key } : {},
  });

const requestsOf = async (userId: string) =>
  (
    await t.handle.db
      .select({ id: appointmentRequests.id })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.patientUserId, userId))
  ).map((r) => r.id);

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key: one address, not two', async () => {
    const b = await signedIn('patient@ava-sg.demo');
    const first = await addAddress(b, 'key-address-0001');
    const again = await addAddress(b, 'key-address-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers[replayedHeader]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await addresses(b)).toHaveLength(1);
  });

  it('without a key (the deliberate break) the same POST twice makes two addresses', async () => {
    const b = await signedIn('patient@lumina-my.demo');
    await addAddress(b);
    await addAddress(b);
    expect(await addresses(b)).toHaveLength(2);
  });

  it('a retry that arrives while the first is still running waits and gets its answer', async () => {
    const b = await signedIn('clinic@ava-sg.demo');
    const call = () =>
      b.request({
        method: 'POST',
        url: '/api/v1/test/slow-create',
        payload: {},
        headers: { [idempotencyHeader]: 'key-slow-000001' },
      });
    const first = call();
    await new Promise((r) => setTimeout(r, 50));
    const retry = call();
    await new Promise((r) => setTimeout(r, 50));
    release();
    const [a, b2] = await Promise.all([first, retry]);
    expect(slowCalls).toBe(1);
    expect(b2.body).toBe(a.body);
    expect(b2.headers[replayedHeader]).toBe('true');
  });

  it('keeps keys per session: another user with the same key gets their own answer', async () => {
    const one = await signedIn('patient@sehat-id.demo');
    const two = await signedIn('patient@harbour-hk.demo');
    await addAddress(one, 'key-shared-00001');
    const other = await addAddress(two, 'key-shared-00001');
    expect(other.headers[replayedHeader]).toBeUndefined();
    expect(await addresses(two)).toHaveLength(1);
  });

  it('refuses a key reused on another call (422) and a malformed key (400)', async () => {
    const b = await signedIn('doctor@ava-sg.demo');
    await addAddress(b, 'key-reused-00001');
    const other = await b.request({
      method: 'POST',
      url: profileItemPath('email'),
      payload: { value: 'x@example.com' },
      headers: { [idempotencyHeader]: 'key-reused-00001' },
    });
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).message).toMatch(/Idempotency-Key/);
    expect((await addAddress(b, 'bad key!')).statusCode).toBe(400);
  });

  it('a create keeps its answer in its own transaction: the stored answer is the reply, byte for byte', async () => {
    const b = await signedIn('patient@harbour-hk.demo');
    const [unit] = await t.handle.db
      .select({ doctorId: doctors.id, specialties: doctors.specialties, facilityId: appointmentUnits.facilityId })
      .from(appointmentUnits)
      .innerJoin(doctors, eq(doctors.id, appointmentUnits.doctorId))
      .where(eq(appointmentUnits.tenantId, 'harbour-hk'))
      .limit(1);
    const url = createAppointmentPath('u-harbour-hk-patient', 'harbour-hk', 'web', 'linux');
    const payload = {
      specialistId: unit!.doctorId,
      specialistSpecialty: unit!.specialties[0],
      specialistFacilityId: unit!.facilityId,
      specialistCountry: 'hong kong',
      specialistRegion: '',
      specialistCity: '',
    };
    const before = await requestsOf('u-harbour-hk-patient');
    const create = () =>
      b.request({ method: 'POST', url, payload, headers: { [idempotencyHeader]: 'key-create-in-tx-1' } });
    const first = await create();
    expect(first.statusCode).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.fingerprint, `POST ${url} %`));
    expect(Buffer.from(row!.payloadBase64!, 'base64').toString()).toBe(first.body);
    expect(row!.contentType).toBe(first.headers['content-type']);
    const retry = await create();
    expect(retry.headers[replayedHeader]).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.body).toBe(first.body);
    expect(await requestsOf('u-harbour-hk-patient')).toEqual([
      ...before,
      parse(createAppointmentResponseSchema, first).data.cRequestId,
    ]);
  });

  it('does not keep a server fault: the retry after a 500 runs for real', async () => {
    const b = await signedIn('agent@ava-sg.demo');
    const call = () =>
      b.request({
        method: 'POST',
        url: '/api/v1/test/flaky',
        payload: {},
        headers: { [idempotencyHeader]: 'key-flaky-000001' },
      });
    expect((await call()).statusCode).toBe(500);
    const retry = await call();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[replayedHeader]).toBeUndefined();
  });
});

/** Another server instance on the same database, as a second pod behind the load balancer. */
async function secondInstance(): Promise<App> {
  const app = await buildApp({ db: t.handle.db, tenants: t.app.deps.tenants, extraRoutes: testRoutes });
  others.push(app);
  return app;
}

/** The same browser session, its next request landing on `app`. */
function sameSession(b: Browser, app: App, client: string): Browser {
  const moved = new Browser(app, client, '10.7.1.1');
  moved.cookies = new Map(b.cookies);
  return moved;
}

describe('Idempotency-Key across server instances', () => {
  it('a retry that lands on another instance replays the first answer: the address is added once', async () => {
    const second = await secondInstance();
    const b = await signedIn('patient@meridian-sg.demo');
    const first = await addAddress(b, 'key-two-apps-001');
    const retry = await addAddress(sameSession(b, second, 'meridian-sg'), 'key-two-apps-001');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[replayedHeader]).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await addresses(b)).toHaveLength(1);
  });

  it('a retry on another instance while the first still runs waits for it and replays it', async () => {
    const second = await secondInstance();
    const b = await signedIn('clinic@lumina-my.demo');
    const before = slowCalls;
    const call = (on: Browser) =>
      on.request({
        method: 'POST',
        url: '/api/v1/test/slow-create',
        payload: {},
        headers: { [idempotencyHeader]: 'key-slow-two-app' },
      });
    const first = call(b);
    await new Promise((r) => setTimeout(r, 100));
    const retry = call(sameSession(b, second, 'lumina-my'));
    await new Promise((r) => setTimeout(r, 100));
    release();
    const [a, again] = await Promise.all([first, retry]);
    expect(slowCalls - before).toBe(1);
    expect(again.headers[replayedHeader]).toBe('true');
    expect(again.body).toBe(a.body);
  });

  it('refuses the same key with another body (422), on either instance', async () => {
    const second = await secondInstance();
    const b = await signedIn('patient@harbour-hk.demo');
    const before = (await addresses(b)).length;
    expect((await addAddress(b, 'key-other-body-1')).statusCode).toBe(200);
    const otherBody = { ...newAddress, block: '10' };
    const send = (on: Browser) =>
      on.request({
        method: 'POST',
        url: profileItemPath('address'),
        payload: otherBody,
        headers: { [idempotencyHeader]: 'key-other-body-1' },
      });
    for (const on of [b, sameSession(b, second, 'harbour-hk')]) {
      const refused = await send(on);
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused).message).toMatch(/Idempotency-Key/);
    }
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(newAddress).reverse());
    const replayed = await b.request({
      method: 'POST',
      url: profileItemPath('address'),
      payload: reordered,
      headers: { [idempotencyHeader]: 'key-other-body-1' },
    });
    expect(replayed.headers[replayedHeader]).toBe('true');
    expect(await addresses(b)).toHaveLength(before + 1);
  });
});

describe('Idempotency-Key timing', () => {
  let clock = new Date('2030-01-01T00:00:00Z').getTime();
  let calls = 0;
  let finish: () => void = () => {};
  let bare: FastifyInstance;
  beforeAll(async () => {
    // The plugin alone, with short waits and a clock the test moves, on the suite's database.
    bare = Fastify();
    others.push(bare);
    bare.decorateRequest('auth', null);
    bare.addHook('onRequest', (request, _reply, done) => {
      request.auth = { sessionId: 'timing-session' } as Auth;
      done();
    });
    registerIdempotency(bare, t.handle.db, { ttlMs: 10_000, waitMs: 300, now: () => new Date(clock) });
    bare.post('/count', () => Promise.resolve({ n: (calls += 1) }));
    bare.post('/hang', async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { n: (calls += 1) };
    });
    await bare.ready();
  });
  const post = (url: string, key: string) =>
    bare.inject({ method: 'POST', url, payload: {}, headers: { [idempotencyHeader]: key } });

  it('tells a retry that waited too long that the first is still being processed (409), then replays once it is done', async () => {
    const first = post('/hang', 'key-hang-000001');
    await new Promise((r) => setTimeout(r, 50));
    const early = await post('/hang', 'key-hang-000001');
    expect(early.statusCode).toBe(409);
    // The bare app has Fastify's own error body, not the portal's envelope.
    expect(early.json<{ message: string }>().message).toMatch(/still being processed/);
    finish();
    const done = await first;
    const late = await post('/hang', 'key-hang-000001');
    expect(late.headers[replayedHeader]).toBe('true');
    expect(late.body).toBe(done.body);
  });

  it('forgets an answer after the TTL and sweeps expired keys from the table', async () => {
    const first = await post('/count', 'key-ttl-0000001');
    expect((await post('/count', 'key-ttl-0000001')).body).toBe(first.body);
    clock += 10_001;
    const after = await post('/count', 'key-ttl-0000001');
    expect(after.headers[replayedHeader]).toBeUndefined();
    expect(after.body).not.toBe(first.body);
    await post('/count', 'key-ttl-0000002');
    clock += 60_001;
    await post('/count', 'key-ttl-0000003');
    const rows = await t.handle.db.select({ expiresAt: idempotencyKeys.expiresAt }).from(idempotencyKeys);
    expect(rows.filter((r) => r.expiresAt.getTime() <= clock)).toEqual([]);
  });
});
