import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePath } from '../src/lib/api/contract/account';
import { xsrfPath } from '../src/lib/api/contract/platform';
import { buildApp } from './app';
import { openDb } from './db/client';
import { isDatabaseUnavailable, isWriteConflict, unavailableRetryAfterSeconds } from './plugins/errors';
import { Browser, createTestApp, errorOf, type TestApp } from './testing/test-app';

const unavailable = 'The service is temporarily unavailable. Please try again in a few minutes.';

function expectPlain503(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(String(unavailableRetryAfterSeconds));
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(JSON.parse(res.body)).toEqual({ code: false, status: 503, error: { message: unavailable } });
  expect(res.body).not.toMatch(/\n\s+at |\.ts:\d+|stack|PGlite|ECONNREFUSED|select/i);
}

describe('database unavailable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes: (app, deps) => {
        // Genuine bugs that must stay 500s even though one of them is a database error.
        app.get('/api/v1/test/type-error', () => (null as unknown as { x: { y: number } }).x.y);
        app.get('/api/v1/test/bad-sql', async () => deps.db.execute(sql`selec 1`));
        // What drizzle throws when PostgreSQL aborts the loser of a deadlock.
        app.get('/api/v1/test/deadlock', () => {
          throw new Error('Failed query: update slots\nparams: 1', {
            cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
          });
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a real bug a 500, also a broken query, while the database is up', async () => {
    for (const url of ['/api/v1/test/type-error', '/api/v1/test/bad-sql']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.headers['retry-after'], url).toBeUndefined();
      expect(errorOf(res).message).toBe('Something went wrong. Please try again.');
    }
  });

  it('answers a deadlock or serialization failure with 409 and a plain message, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/deadlock' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Someone else changed this at the same moment. Please try again.');
    expect(res.body).not.toMatch(/deadlock|update slots|params/i);
  });

  it('answers 503 with Retry-After and the plain envelope once PGlite is closed, signed in or not', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.9.0.1');
    expect((await b.login('patient@ava-sg.demo')).statusCode).toBe(200);
    // PGlite closed, or on PostgreSQL (DATABASE_URL) the pool ended: either way no connection is left.
    await t.handle.close();
    t.handle.close = async () => {};
    // The session lookup on every request is the first query to fail.
    expectPlain503(await b.request({ method: 'GET', url: profilePath }));
    expectPlain503(await b.login('clinic@ava-sg.demo'));
    // A route that needs no database still answers.
    expect((await t.app.inject({ method: 'GET', url: xsrfPath })).statusCode).toBe(200);
  });
});

describe('PostgreSQL unreachable', () => {
  it('answers 503 when the pool cannot connect (connection refused on a dead port)', async () => {
    const dead = await openDb({ url: 'postgres://nobody:nothing@127.0.0.1:1/none' });
    const app = await buildApp({ db: dead.db });
    try {
      const b = new Browser(app, 'ava-sg', '10.9.0.2');
      await b.primeXsrf();
      expectPlain503(await b.login('patient@ava-sg.demo'));
      b.cookies.set('sid', 'x'.repeat(43));
      expectPlain503(await b.request({ method: 'GET', url: profilePath }));
    } finally {
      await app.close();
      await dead.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

  it('recognises connection-class causes however deep drizzle wraps them', () => {
    expect(isDatabaseUnavailable(wrapped(coded('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(coded('57P01', 'terminating connection due to administrator command')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(coded('08006')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(coded('53300')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new AggregateError([coded('ECONNREFUSED')])))).toBe(true);
  });

  it('leaves bugs and data errors alone', () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of null (reading 'x')"))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(coded('42601', 'syntax error at or near "selec"')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(coded('23505', 'duplicate key value violates unique constraint')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('tells write conflicts from other database errors', () => {
    expect(isWriteConflict(wrapped(coded('40P01', 'deadlock detected')))).toBe(true);
    expect(isWriteConflict(wrapped(coded('40001', 'could not serialize access')))).toBe(true);
    expect(isWriteConflict(wrapped(coded('23505', 'duplicate key value violates unique constraint')))).toBe(false);
    expect(isWriteConflict(wrapped(coded('ECONNREFUSED')))).toBe(false);
  });
});
