import { describe, expect, it } from 'vitest';
import { createLoginTokenPath, logoutPath } from '../src/lib/api/contract/auth';
import { xsrfCookieName } from '../src/lib/api/contract/platform';
import { buildApp } from './app';
import { randomToken } from './lib/secrets';
import { signXsrfToken } from './plugins/xsrf';
import { Browser } from './testing/test-app';
import { testAppForFile } from './testing/test-app-for-file';

/**
 * The XSRF token is the server's, signed for one session: a cookie someone
 * planted (a sibling subdomain, a plain-http page) is not accepted even with a
 * matching header, and a login or logout replaces the token.
 */
const t = testAppForFile();

/** A signed-in call that changes state: making a login token. */
const postAs = (b: Browser, token: string) =>
  t.app.inject({
    method: 'POST',
    url: createLoginTokenPath,
    headers: { authorization: b.authorization, 'x-xsrf-token': token },
    cookies: { ...Object.fromEntries(b.cookies), [xsrfCookieName]: token },
  });

async function signedIn(ip: string): Promise<Browser> {
  const b = new Browser(t.app, 'ava-sg', ip);
  expect((await b.login('specialist@ava-sg.demo')).statusCode).toBe(200);
  return b;
}

describe('XSRF token bound to the session', () => {
  it('accepts the token the server issued for the session', async () => {
    const b = await signedIn('10.9.0.1');
    expect((await b.request({ method: 'POST', url: createLoginTokenPath })).statusCode).toBe(200);
  });

  it('refuses a planted random cookie with a matching header on a signed-in session (403)', async () => {
    const b = await signedIn('10.9.0.2');
    const planted = await postAs(b, randomToken());
    expect(planted.statusCode).toBe(403);
    expect((await postAs(b, `${randomToken()}.${randomToken()}`)).statusCode).toBe(403);
  });

  it('refuses a token the server signed for another session or for a signed-out visitor', async () => {
    const victim = await signedIn('10.9.0.3');
    const attacker = await signedIn('10.9.0.4');
    expect((await postAs(victim, attacker.cookies.get(xsrfCookieName)!)).statusCode).toBe(403);
    const anonymous = new Browser(t.app, 'ava-sg', '10.9.0.5');
    await anonymous.primeXsrf();
    expect((await postAs(victim, anonymous.cookies.get(xsrfCookieName)!)).statusCode).toBe(403);
  });

  it('replaces the token at login: the one from before no longer works, the new one does', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.9.0.6');
    await b.primeXsrf();
    const before = b.cookies.get(xsrfCookieName)!;
    const login = await b.login('specialist@ava-sg.demo');
    expect(login.statusCode).toBe(200);
    const after = b.cookies.get(xsrfCookieName)!;
    expect(after).not.toBe(before);
    expect((await postAs(b, before)).statusCode).toBe(403);
    expect((await postAs(b, after)).statusCode).toBe(200);
  });

  it('replaces the token at logout with a signed-out one, which the next login accepts', async () => {
    const b = await signedIn('10.9.0.7');
    const during = b.cookies.get(xsrfCookieName)!;
    expect((await b.request({ method: 'POST', url: logoutPath })).statusCode).toBe(200);
    const after = b.cookies.get(xsrfCookieName)!;
    expect(after).not.toBe(during);
    expect((await b.login('specialist@ava-sg.demo')).statusCode).toBe(200);
  });

  it('re-issues a token that no longer fits the session on the next GET (session cookie gone)', async () => {
    const b = await signedIn('10.9.0.8');
    const stale = b.cookies.get(xsrfCookieName)!;
    b.cookies.delete('sid');
    await b.request({ method: 'GET', url: '/api/v1/xsrf', auth: false });
    expect(b.cookies.get(xsrfCookieName)).not.toBe(stale);
    expect((await b.login('specialist@ava-sg.demo')).statusCode).toBe(200);
  });

  it('signs with a key every instance on the database shares (server_secrets), not one per process', async () => {
    const second = await buildApp({ db: t.handle.db, tenants: t.app.deps.tenants });
    try {
      const b = new Browser(t.app, 'ava-sg', '10.9.0.9');
      await b.primeXsrf();
      const token = b.cookies.get(xsrfCookieName)!;
      const res = await second.inject({ method: 'GET', url: '/api/v1/xsrf', cookies: { [xsrfCookieName]: token } });
      expect(res.json()).toMatchObject({ data: { token } });
      // Deliberate break: the same shape signed with another key is re-issued, not honoured.
      const forged = signXsrfToken(randomToken(), '');
      const refused = await second.inject({
        method: 'GET',
        url: '/api/v1/xsrf',
        cookies: { [xsrfCookieName]: forged },
      });
      expect(refused.json()).not.toMatchObject({ data: { token: forged } });
    } finally {
      await second.close();
    }
  });
});
