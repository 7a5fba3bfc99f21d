import { describe, expect, it } from 'vitest';
import {
  authenticateResponseSchema,
  createLoginTokenPath,
  loginTokenResponseSchema,
  logoutPath,
  sessionPath,
  sessionResponseSchema,
  tokenExchangePath,
  tokenExchangeResponseSchema,
} from '../../../src/lib/api/contract/auth';
import { Browser, createTestApp, errorOf, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

const t = testAppForFile();

const cookieHeader = (res: { headers: Record<string, unknown> }, name: string) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .find((c) => c.startsWith(`${name}=`));

describe('login', () => {
  it('sets an HttpOnly sid, readable session cookies and returns the role landing link', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.0.0.1');
    const res = await b.login('clinic@ava-sg.demo', 'Demo@1234');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: true, data: { link: '/app/provider/prov-ava-sg' }, status: 200 });
    const sid = cookieHeader(res, 'sid');
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(sid).toMatch(/Path=\//);
    for (const name of ['userId', 'roleId', 'client', 'clientCountry', 'platform', 'os']) {
      const c = cookieHeader(res, name);
      expect(c, name).toBeDefined();
      expect(c).not.toMatch(/HttpOnly/);
    }
    expect(b.cookies.get('roleId')).toBe('clinic');
    expect(b.cookies.get('clientCountry')).toBe('singapore');
  });

  it('issues a new session id at every login and ends the previous one', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.0.0.2');
    await b.login('patient@ava-sg.demo');
    const first = b.cookies.get('sid');
    await b.login('patient@ava-sg.demo');
    const second = b.cookies.get('sid');
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = await t.app.inject({
      method: 'GET',
      url: sessionPath,
      cookies: { sid: first! },
      headers: { authorization: b.authorization },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('uses a safe refererUrl and ignores an unsafe one', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.0.0.3');
    expect(
      parse(
        authenticateResponseSchema,
        await b.login('patient@ava-sg.demo', 'Demo@1234', { refererUrl: '/app/myservices' }),
      ).data.link,
    ).toBe('/app/myservices');
    expect(
      parse(
        authenticateResponseSchema,
        await b.login('patient@ava-sg.demo', 'Demo@1234', { refererUrl: '//evil.example/app' }),
      ).data.link,
    ).toBe('/app/patient');
  });

  it("answers 401 with the spec message for a wrong password or another tenant's account", async () => {
    const b = new Browser(t.app, 'ava-sg', '10.0.0.4');
    const res = await b.login('patient@ava-sg.demo', 'Wrong@1234');
    expect(res.statusCode).toBe(401);
    // The spec's English words, and the code the client words them from in the reader's language
    // (docs/decisions/0085-server-messages-in-the-readers-language.md).
    expect(res.json()).toEqual({
      code: false,
      status: 401,
      error: { message: 'Invalid e-mail or password.', reason: 'auth.invalidCredentials' },
    });
    const other = new Browser(t.app, 'lumina-my', '10.0.0.4');
    expect((await other.login('patient@ava-sg.demo')).statusCode).toBe(401);
    expect(cookieHeader(res, 'sid')).toBeUndefined();
  });

  it('makes the account + address wait after 5 failures (429, Retry-After); another address is not held back', async () => {
    const b = new Browser(t.app, 'sehat-id', '10.0.1.1');
    for (let i = 0; i < 5; i += 1) expect((await b.login('agent@sehat-id.demo', 'nope')).statusCode).toBe(401);
    const locked = await b.login('agent@sehat-id.demo');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(locked).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    // Knowing the e-mail address is not enough to lock its owner out (docs/decisions/0064-lockout.md).
    expect((await new Browser(t.app, 'sehat-id', '10.0.1.2').login('agent@sehat-id.demo')).statusCode).toBe(200);
  });

  it('refuses an address that failed on 10 accounts, except accounts signed in from it; a success does not reset that', async () => {
    const b = new Browser(t.app, 'harbour-hk', '10.0.2.1');
    for (let i = 0; i < 9; i += 1) expect((await b.login(`nobody${i}@harbour-hk.demo`, 'nope')).statusCode).toBe(401);
    expect((await b.login('patient@harbour-hk.demo')).statusCode).toBe(200);
    expect((await b.login('nobody-last@harbour-hk.demo', 'nope')).statusCode).toBe(401);
    const limited = await b.login('doctor@harbour-hk.demo');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await b.login('patient@harbour-hk.demo')).statusCode).toBe(200);
  });
});

describe('session lifecycle', () => {
  it('logout ends the server session; the old cookie then gets 401', async () => {
    const b = new Browser(t.app, 'lumina-my', '10.0.3.1');
    await b.login('patient@lumina-my.demo');
    const sid = b.cookies.get('sid')!;
    expect(parse(sessionResponseSchema, await b.request({ method: 'GET', url: sessionPath })).data.client).toBe(
      'lumina-my',
    );
    const out = await b.request({ method: 'POST', url: logoutPath });
    expect(out.json()).toEqual({ code: true, data: { link: '/app/lumina-my/login' }, status: 200 });
    expect(b.cookies.has('sid')).toBe(false);
    const replay = await t.app.inject({
      method: 'GET',
      url: sessionPath,
      cookies: { sid },
      headers: { authorization: b.authorization },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('a login token works once; a replay is refused', async () => {
    const owner = new Browser(t.app, 'ava-sg', '10.0.4.1');
    await owner.login('specialist@ava-sg.demo');
    const { token } = parse(
      loginTokenResponseSchema,
      await owner.request({ method: 'POST', url: createLoginTokenPath }),
    ).data;
    const b = new Browser(t.app, 'ava-sg', '10.0.4.2');
    await b.primeXsrf();
    const first = await b.request({ method: 'POST', url: tokenExchangePath, payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(parse(tokenExchangeResponseSchema, first).data).toMatchObject({
      userId: 'u-ava-sg-specialist',
      link: '/app/preauth',
    });
    expect(b.cookies.get('sid')).toBeTruthy();
    const replay = new Browser(t.app, 'ava-sg', '10.0.4.3');
    await replay.primeXsrf();
    expect((await replay.request({ method: 'POST', url: tokenExchangePath, payload: { token } })).statusCode).toBe(401);
  });
});

describe('timeouts', () => {
  it('ends a session idle for 30 minutes, and any session after 12 hours', async () => {
    let clock = Date.now();
    const timed = await createTestApp({ now: () => new Date(clock) });
    try {
      const b = new Browser(timed.app, 'ava-sg', '10.0.5.1');
      await b.login('patient@ava-sg.demo');
      clock += 29 * 60_000;
      expect((await b.request({ method: 'GET', url: sessionPath })).statusCode).toBe(200);
      clock += 29 * 60_000; // active 29 minutes ago: still alive
      expect((await b.request({ method: 'GET', url: sessionPath })).statusCode).toBe(200);
      clock += 31 * 60_000;
      expect((await b.request({ method: 'GET', url: sessionPath })).statusCode).toBe(401);
      // Absolute limit: active every 20 minutes, still ended after 12 hours.
      await b.login('patient@ava-sg.demo');
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        clock += 20 * 60_000;
        expect((await b.request({ method: 'GET', url: sessionPath })).statusCode, `at ${minutes} min`).toBe(200);
      }
      clock += 20 * 60_000;
      expect((await b.request({ method: 'GET', url: sessionPath })).statusCode).toBe(401);
    } finally {
      await timed.close();
    }
  });
});
