import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPasswordPath, verifyOtpPath } from '../../src/lib/api/contract/account';
import { buildApp, type App } from '../app';
import { rateLimits } from '../db/schema/platform';
import { Browser, createTestApp, errorOf, type TestApp } from '../testing/test-app';
import { databaseRateLimitStore } from './rate-limit-store';

let t: TestApp;
const others: App[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t?.close();
});

/** Another server instance on the same database, as a second pod behind the load balancer. */
async function anotherInstance(): Promise<App> {
  const app = await buildApp({ db: t.handle.db, tenants: t.app.deps.tenants });
  others.push(app);
  return app;
}

const forgot = (b: Browser, n: number) =>
  b.request({
    method: 'POST',
    url: forgotPasswordPath,
    payload: { email: `nobody-${n}@example.com`, clientName: 'ava-sg' },
  });

describe('rate limits shared by every instance', () => {
  it('forgot-password from one address alternating between two instances is refused at call 11, and a restart remembers', async () => {
    const second = await anotherInstance();
    const browsers = [new Browser(t.app, 'ava-sg', '10.9.0.1'), new Browser(second, 'ava-sg', '10.9.0.1')];
    for (const b of browsers) await b.primeXsrf();
    for (let call = 1; call <= 10; call += 1) {
      expect((await forgot(browsers[call % 2]!, call)).statusCode, `call ${call}`).toBe(400);
    }
    const eleventh = await forgot(browsers[1]!, 11);
    expect(eleventh.statusCode).toBe(429);
    expect(errorOf(eleventh).message).toBe('Too many requests. Please try again in 1 minutes.');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);

    await second.close();
    const restarted = new Browser(await anotherInstance(), 'ava-sg', '10.9.0.1');
    await restarted.primeXsrf();
    expect((await forgot(restarted, 12)).statusCode).toBe(429);
  });

  it('counts each route and each address apart', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.9.0.2');
    await b.primeXsrf();
    for (let call = 1; call <= 10; call += 1) await forgot(b, call);
    expect((await forgot(b, 11)).statusCode).toBe(429);
    const verify = await b.request({
      method: 'POST',
      url: verifyOtpPath,
      payload: { user_email: 'nobody@example.com', verification_code: 'ABC123', clientName: 'ava-sg' },
    });
    expect(verify.statusCode).not.toBe(429);
    const elsewhere = new Browser(t.app, 'ava-sg', '10.9.0.3');
    await elsewhere.primeXsrf();
    expect((await forgot(elsewhere, 1)).statusCode).toBe(400);
  });
});

describe('databaseRateLimitStore', () => {
  const incr = (store: InstanceType<ReturnType<typeof databaseRateLimitStore>>, key: string, window: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => {
      store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), window, 5);
    });

  it('starts a new window once the old one has passed, and sweeps expired counters', async () => {
    let clock = new Date('2030-01-01T00:00:00Z').getTime();
    const Store = databaseRateLimitStore(t.handle.db, () => new Date(clock));
    const store = new Store({});
    expect(await incr(store, 'unit-a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock += 20_000;
    expect(await incr(store, 'unit-a', 60_000)).toEqual({ current: 2, ttl: 40_000 });
    await incr(store, 'unit-b', 1_000);
    clock += 40_000;
    expect(await incr(store, 'unit-a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    const keys = (await t.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    // The sweep ran before this last hit (a minute after the first): unit-b's window had passed.
    expect(keys).toContain('global|unit-a');
    expect(keys).not.toContain('global|unit-b');
  });
});
