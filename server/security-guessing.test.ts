import { beforeEach, describe, expect, it } from 'vitest';
import { forgotPasswordPath, verifyOtpPath } from '../src/lib/api/contract/account';
import { loginRateLimit } from './config';
import { otpConfig } from './modules/account';
import type { Mailer } from './types';
import { Browser, errorOf } from './testing/test-app';
import { testAppForFile } from './testing/test-app-for-file';

/**
 * Guessing passwords and one-time codes. server/routes/access.test.ts and
 * account.test.ts cover the basic lock and a code dying after its attempts;
 * this file covers what an attacker tries next: case and space variants of
 * the e-mail, the SSO form as a second door, waiting out the window, parallel
 * guesses, and fresh codes to restart the count.
 */

let clock = new Date();
const mails: Array<{ to: string; text: string }> = [];
const mailer: Mailer = { send: (m) => Promise.resolve(void mails.push(m)) };
const t = testAppForFile({ now: () => clock, mailer });
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000); // past every window and hourly cap
});

let address = 0;
const browser = (client = 'ava-sg') => new Browser(t.app, client, `10.5.0.${(address += 1)}`);

describe('password guessing', () => {
  it('counts case and space variants of an e-mail as one account, then makes that address wait, right password too', async () => {
    const b = browser();
    for (const email of [
      'clinic@ava-sg.demo',
      'CLINIC@ava-sg.demo',
      ' clinic@AVA-SG.demo',
      'Clinic@Ava-Sg.Demo ',
      'clinic@ava-sg.demo',
    ]) {
      expect((await b.login(email, 'Wrong@1234')).statusCode, email).toBe(401);
    }
    const locked = await b.login('clinic@ava-sg.demo');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(locked).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(locked.body).not.toMatch(/clinic@|password|stack/i);
    // The guesses held back only their own address: the user elsewhere is not locked out.
    expect((await browser().login('clinic@ava-sg.demo')).statusCode).toBe(200);
  });

  it('the SSO form shares the lock: the right password there is refused too, with Retry-After and a plain message', async () => {
    const b = browser('meridian-sg');
    for (let i = 0; i < loginRateLimit.freePerPair; i += 1) {
      expect((await b.login('agent@meridian-sg.demo', 'nope')).statusCode).toBe(401);
    }
    await b.request({ method: 'GET', url: '/sso/meridian-sg/login' });
    const sso = await b.request({
      method: 'POST',
      url: '/sso/meridian-sg/login',
      xsrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: 'agent@meridian-sg.demo',
        password: 'Demo@1234',
        _xsrf: b.cookies.get('XSRF-TOKEN')!,
      }).toString(),
    });
    expect(sso.statusCode).toBe(429);
    expect(sso.headers.location).toBeUndefined();
    expect(Number(sso.headers['retry-after'])).toBeGreaterThan(0);
    expect(sso.body).toMatch(/Too many attempts\. Please try again in \d+ minutes\./);
  });

  it('lifts the lock only once Retry-After has passed', async () => {
    const b = browser();
    for (let i = 0; i < loginRateLimit.freePerPair; i += 1) await b.login('payor@ava-sg.demo', 'nope');
    const locked = await b.login('payor@ava-sg.demo');
    const wait = Number(locked.headers['retry-after']) * 1000;
    clock = new Date(clock.getTime() + wait - 2000);
    expect((await b.login('payor@ava-sg.demo')).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 3000);
    expect((await b.login('payor@ava-sg.demo')).statusCode).toBe(200);
  });
});

describe('one-time code guessing', () => {
  const forgot = (b: Browser, email: string) =>
    b.request({ method: 'POST', url: forgotPasswordPath, payload: { email, clientName: 'ava-sg' } });
  const verify = (b: Browser, email: string, code: string) =>
    b.request({
      method: 'POST',
      url: verifyOtpPath,
      payload: { user_email: email, verification_code: code, clientName: 'ava-sg' },
    });
  const lastCode = (to: string) =>
    /verification code is ([A-Z0-9]{6})/.exec([...mails].reverse().find((m) => m.to === to)?.text ?? '')?.[1] ?? '';
  const wrong = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

  it('parallel guesses cannot exceed the attempts: after a burst the right code is dead too', async () => {
    const b = browser();
    await b.primeXsrf();
    expect((await forgot(b, 'doctor@ava-sg.demo')).statusCode).toBe(200);
    const code = lastCode('doctor@ava-sg.demo');
    const burst = await Promise.all(
      Array.from({ length: 3 * otpConfig.maxAttempts }, () => verify(b, 'doctor@ava-sg.demo', wrong(code))),
    );
    expect(burst.every((r) => r.statusCode === 400)).toBe(true);
    expect((await verify(b, 'doctor@ava-sg.demo', code)).statusCode).toBe(400);
  });

  it('a new code restarts the count only within the resend wait and the hourly cap', async () => {
    const b = browser();
    await b.primeXsrf();
    expect((await forgot(b, 'agent@ava-sg.demo')).statusCode).toBe(200);
    const early = await forgot(b, 'agent@ava-sg.demo');
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    for (let sent = 1; sent < otpConfig.perHour; sent += 1) {
      clock = new Date(clock.getTime() + otpConfig.resendWaitMs);
      expect((await forgot(b, 'agent@ava-sg.demo')).statusCode).toBe(200);
    }
    clock = new Date(clock.getTime() + otpConfig.resendWaitMs);
    const capped = await forgot(b, 'agent@ava-sg.demo');
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped).message).toBe('Too many codes were sent. Please try again in an hour.');
    // At most perHour × maxAttempts guesses an hour against a 32⁶ (about 10⁹) code space.
    expect(otpConfig.perHour * otpConfig.maxAttempts).toBeLessThanOrEqual(25);
  });

  it('an earlier code dies when a new one is sent', async () => {
    const b = browser();
    await b.primeXsrf();
    await forgot(b, 'hospital@ava-sg.demo');
    const first = lastCode('hospital@ava-sg.demo');
    clock = new Date(clock.getTime() + otpConfig.resendWaitMs);
    await forgot(b, 'hospital@ava-sg.demo');
    const second = lastCode('hospital@ava-sg.demo');
    if (first !== second) expect((await verify(b, 'hospital@ava-sg.demo', first)).statusCode).toBe(400);
    expect((await verify(b, 'hospital@ava-sg.demo', second)).statusCode).toBe(200);
  });

  it('deliberate break: with the attempt limit raised, the same burst would let the right code through', async () => {
    const limits = otpConfig as { maxAttempts: number };
    const saved = limits.maxAttempts;
    limits.maxAttempts = 1000;
    try {
      const b = browser();
      await b.primeXsrf();
      await forgot(b, 'specialist@ava-sg.demo');
      const code = lastCode('specialist@ava-sg.demo');
      await Promise.all(Array.from({ length: 3 * saved }, () => verify(b, 'specialist@ava-sg.demo', wrong(code))));
      expect((await verify(b, 'specialist@ava-sg.demo', code)).statusCode).toBe(200);
    } finally {
      limits.maxAttempts = saved;
    }
  });
});
