import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileItemPath, profilePath, profileResponseSchema } from '../../src/lib/api/contract/account';
import { Browser, createTestApp, errorOf, parse, type TestApp } from '../testing/test-app';
import { IdempotencyStore } from './idempotency-store';
import { idempotencyHeader, replayedHeader } from './idempotency';

let t: TestApp;
let release: () => void = () => {};
let slowCalls = 0;
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      // Stands in for a booking the client gave up on: it finishes only when the test says so.
      app.post('/api/v1/test/slow-create', async () => {
        slowCalls += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { code: true, data: { n: slowCalls }, status: 200 };
      });
      let flaky = 0;
      app.post('/api/v1/test/flaky', () => {
        flaky += 1;
        if (flaky === 1) throw new Error('first try breaks');
        return Promise.resolve({ code: true, data: { n: flaky }, status: 200 });
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
async function signedIn(email: string) {
  address += 1;
  const b = new Browser(t.app, email.split('@')[1]!.replace('.demo', ''), `10.7.0.${address}`);
  expect((await b.login(email)).statusCode).toBe(200);
  return b;
}

const newAddress = { street: 'Idempotent Road', block: '9', postalCode: '123456' };
const addresses = async (b: Browser) =>
  parse(profileResponseSchema, await b.request({ method: 'GET', url: profilePath })).data.address.filter((a) => a.street === newAddress.street);
const addAddress = (b: Browser, key?: string) =>
  b.request({ method: 'POST', url: profileItemPath('address'), payload: newAddress, headers: key ? { [idempotencyHeader]: key } : {} });

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
    const call = () => b.request({ method: 'POST', url: '/api/v1/test/slow-create', payload: {}, headers: { [idempotencyHeader]: 'key-slow-000001' } });
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
    const other = await b.request({ method: 'POST', url: profileItemPath('email'), payload: { value: 'x@example.com' }, headers: { [idempotencyHeader]: 'key-reused-00001' } });
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).message).toMatch(/Idempotency-Key/);
    expect((await addAddress(b, 'bad key!')).statusCode).toBe(400);
  });

  it('does not keep a server fault: the retry after a 500 runs for real', async () => {
    const b = await signedIn('agent@ava-sg.demo');
    const call = () => b.request({ method: 'POST', url: '/api/v1/test/flaky', payload: {}, headers: { [idempotencyHeader]: 'key-flaky-000001' } });
    expect((await call()).statusCode).toBe(500);
    const retry = await call();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[replayedHeader]).toBeUndefined();
  });
});

describe('IdempotencyStore', () => {
  const answer = { statusCode: 200, contentType: 'application/json', payload: '{}' };

  it('forgets answers after the TTL', () => {
    let now = 0;
    const store = new IdempotencyStore(1_000, 10, () => now);
    store.claim('s:a', 'POST /x');
    store.complete('s:a', answer);
    expect(store.claim('s:a', 'POST /x').kind).toBe('done');
    now = 1_001;
    expect(store.claim('s:a', 'POST /x').kind).toBe('claimed');
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const store = new IdempotencyStore(60_000, 3, () => 0);
    for (const k of ['a', 'b', 'c', 'd']) {
      store.claim(`s:${k}`, 'POST /x');
      store.complete(`s:${k}`, answer);
    }
    expect(store.size).toBe(3);
    expect(store.claim('s:a', 'POST /x').kind).toBe('claimed');
    expect(store.claim('s:d', 'POST /x').kind).toBe('done');
  });
});
