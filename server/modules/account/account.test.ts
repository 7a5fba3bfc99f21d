import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  changePasswordPath,
  changePasswordResponseSchema,
  devMailboxPagePath,
  devMailboxPath,
  devMailboxResponseSchema,
  forgotPasswordPath,
  forgotPasswordResponseSchema,
  resetPasswordPath,
  resetPasswordResponseSchema,
  verifyOtpPath,
  verifyOtpResponseSchema,
} from '../../../src/lib/api/contract/account';
import { sessionPath } from '../../../src/lib/api/contract/auth';
import { passwordResetCodes } from '../../db/schema/account';
import { generateCode, otpConfig } from './otp';
import { Browser, createTestApp, errorOf, parse, type TestApp } from '../../testing/test-app';

let t: TestApp;
// Starts at the real time: cookie expiry is judged by the real clock in Browser.
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000); // every test starts past any earlier wait or hourly cap
});

let address = 0;
async function browser(client = 'ava-sg') {
  address += 1;
  const b = new Browser(t.app, client, `10.7.0.${address}`);
  await b.primeXsrf();
  return b;
}

const forgot = (b: Browser, email: string, clientName = 'ava-sg') =>
  b.request({ method: 'POST', url: forgotPasswordPath, payload: { email, clientName } });
const verify = (b: Browser, email: string, code: string, clientName = 'ava-sg') =>
  b.request({
    method: 'POST',
    url: verifyOtpPath,
    payload: { user_email: email, verification_code: code, clientName },
  });
const reset = (b: Browser, password: string) =>
  b.request({ method: 'POST', url: resetPasswordPath, payload: { new_password: password } });

async function lastCode(b: Browser, to: string): Promise<string> {
  const res = await b.request({ method: 'GET', url: `${devMailboxPath}?to=${encodeURIComponent(to)}` });
  const [mail] = parse(devMailboxResponseSchema, res).data;
  // The mail is in the account's language, else the tenant default (harbour-hk: Chinese).
  const code = /(?:verification code is|驗證碼為) ([A-Z0-9]{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** A wrong code of the right shape (never equal to the real one). */
const wrong = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

describe('codes', () => {
  it('are 6 characters from a 32-letter alphabet without look-alikes', () => {
    const codes = Array.from({ length: 300 }, generateCode);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(295);
  });
});

describe('forgot password', () => {
  it('mails a code, stores only its hash, and says when it expires and when a resend is allowed', async () => {
    const b = await browser();
    const res = await forgot(b, 'Patient@ava-sg.demo');
    expect(res.statusCode).toBe(200);
    const data = parse(forgotPasswordResponseSchema, res).data;
    expect(new Date(data.resendAt).getTime() - clock.getTime()).toBe(90_000);
    expect(new Date(data.expiresAt).getTime() - clock.getTime()).toBeLessThanOrEqual(10 * 60_000);
    const code = await lastCode(b, 'patient@ava-sg.demo');
    const rows = await t.handle.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.email, 'patient@ava-sg.demo'));
    expect(rows.at(-1)?.codeHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 "E-mail doesn\'t exist" for an unknown address, and asks for an empty one', async () => {
    const b = await browser();
    const unknown = await forgot(b, 'nobody@ava-sg.demo');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe("E-mail doesn't exist");
    const empty = await forgot(b, '');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.email).toBe('Please fill your e-mail address');
  });

  it('refuses a resend inside 90 s (429 with Retry-After), then allows it', async () => {
    const b = await browser();
    expect((await forgot(b, 'agent@ava-sg.demo')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    const early = await forgot(b, 'agent@ava-sg.demo');
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    clock = new Date(clock.getTime() + 30_000);
    expect((await forgot(b, 'agent@ava-sg.demo')).statusCode).toBe(200);
  });

  it('needs the tenant’s Authorization header', async () => {
    const b = await browser();
    const res = await b.request({
      method: 'POST',
      url: forgotPasswordPath,
      payload: { email: 'agent@ava-sg.demo', clientName: 'ava-sg' },
      headers: { authorization: 'Basic nope' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('verify and reset', () => {
  it('a right code gives a single-use grant; the new password works and the old one does not', async () => {
    const b = await browser();
    await forgot(b, 'doctor@ava-sg.demo');
    const code = await lastCode(b, 'doctor@ava-sg.demo');
    const ok = await verify(b, 'doctor@ava-sg.demo', code.toLowerCase());
    expect(ok.statusCode).toBe(200);
    parse(verifyOtpResponseSchema, ok);
    const cookie = ok.cookies.find((c) => c.name === otpConfig.grantCookie) as
      { httpOnly?: boolean; path?: string } | undefined;
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe(resetPasswordPath);

    const weak = await reset(b, 'weakpass');
    expect(weak.statusCode).toBe(400);
    const done = await reset(b, 'New@Pass99');
    expect(done.statusCode).toBe(200);
    expect(parse(resetPasswordResponseSchema, done).data.link).toBe('/app/ava-sg/login');
    expect((await reset(b, 'Other@Pass99')).statusCode).toBe(401);

    const login = new Browser(t.app, 'ava-sg', '10.7.1.1');
    expect((await login.login('doctor@ava-sg.demo', 'Demo@1234')).statusCode).toBe(401);
    expect((await login.login('doctor@ava-sg.demo', 'New@Pass99')).statusCode).toBe(200);
  });

  it('a code cannot be used twice', async () => {
    const b = await browser();
    await forgot(b, 'clinic@ava-sg.demo');
    const code = await lastCode(b, 'clinic@ava-sg.demo');
    expect((await verify(b, 'clinic@ava-sg.demo', code)).statusCode).toBe(200);
    const again = await verify(b, 'clinic@ava-sg.demo', code);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe('Invalid Code!');
  });

  it('after the allowed attempts the code is dead, even the right one', async () => {
    const b = await browser();
    await forgot(b, 'specialist@ava-sg.demo');
    const code = await lastCode(b, 'specialist@ava-sg.demo');
    for (let i = 0; i < otpConfig.maxAttempts; i += 1) {
      expect((await verify(b, 'specialist@ava-sg.demo', wrong(code))).statusCode).toBe(400);
    }
    expect((await verify(b, 'specialist@ava-sg.demo', code)).statusCode).toBe(400);
  });

  it('a code is bound to its e-mail and tenant, expires after 10 minutes, and a newer code replaces it', async () => {
    const b = await browser();
    await forgot(b, 'hospital@ava-sg.demo');
    const code = await lastCode(b, 'hospital@ava-sg.demo');
    expect((await verify(b, 'payor@ava-sg.demo', code)).statusCode).toBe(400);
    const other = await browser('lumina-my');
    expect((await verify(other, 'hospital@ava-sg.demo', code, 'lumina-my')).statusCode).toBe(400);
    clock = new Date(clock.getTime() + otpConfig.ttlMs);
    expect((await verify(b, 'hospital@ava-sg.demo', code)).statusCode).toBe(400);

    await forgot(b, 'hospital@ava-sg.demo');
    const first = await lastCode(b, 'hospital@ava-sg.demo');
    clock = new Date(clock.getTime() + 91_000);
    await forgot(b, 'hospital@ava-sg.demo');
    const second = await lastCode(b, 'hospital@ava-sg.demo');
    if (first !== second) expect((await verify(b, 'hospital@ava-sg.demo', first)).statusCode).toBe(400);
    expect((await verify(b, 'hospital@ava-sg.demo', second)).statusCode).toBe(200);
  });

  it('a reset ends the account’s sessions', async () => {
    const user = new Browser(t.app, 'harbour-hk', '10.7.2.1');
    await user.login('patient@harbour-hk.demo');
    expect((await user.request({ method: 'GET', url: sessionPath })).statusCode).toBe(200);
    const b = await browser('harbour-hk');
    await forgot(b, 'patient@harbour-hk.demo', 'harbour-hk');
    await verify(b, 'patient@harbour-hk.demo', await lastCode(b, 'patient@harbour-hk.demo'), 'harbour-hk');
    expect((await reset(b, 'Fresh@Pass1')).statusCode).toBe(200);
    expect((await user.request({ method: 'GET', url: sessionPath })).statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('needs the old password, the rules and equal entries; then the new one logs in', async () => {
    const b = new Browser(t.app, 'sehat-id', '10.7.3.1');
    await b.login('patient@sehat-id.demo');
    const change = (payload: Record<string, string>) => b.request({ method: 'POST', url: changePasswordPath, payload });
    const wrongOld = await change({
      old_password: 'Nope@1234',
      new_password: 'Better@123',
      repeat_password: 'Better@123',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(errorOf(wrongOld).fields?.old_password).toBe('Your current password is not correct.');
    const mismatch = await change({
      old_password: 'Demo@1234',
      new_password: 'Better@123',
      repeat_password: 'Better@124',
    });
    expect(errorOf(mismatch).fields?.repeat_password).toBe('Passwords don’t match');
    const weak = await change({ old_password: 'Demo@1234', new_password: 'better@123', repeat_password: 'better@123' });
    expect(errorOf(weak).fields?.new_password).toBe('Password does not meet the requirement');
    const done = await change({ old_password: 'Demo@1234', new_password: 'Better@123', repeat_password: 'Better@123' });
    expect(parse(changePasswordResponseSchema, done).data.changed).toBe(true);
    const again = new Browser(t.app, 'sehat-id', '10.7.3.2');
    expect((await again.login('patient@sehat-id.demo', 'Better@123')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const b = await browser();
    const res = await b.request({
      method: 'POST',
      url: changePasswordPath,
      payload: { old_password: 'Demo@1234', new_password: 'Better@123', repeat_password: 'Better@123' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('development mailbox', () => {
  it('shows the mail as a page with escaped content', async () => {
    const b = await browser();
    const res = await b.request({ method: 'GET', url: devMailboxPagePath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Development mailbox');
  });
});
