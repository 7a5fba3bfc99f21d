import { describe, expect, it } from 'vitest';
import { forgotPasswordPath, profileItemPath } from '../src/lib/api/contract/account';
import { registerPath, signupPath, signupResponseSchema } from '../src/lib/api/contract/signup';
import { errorReasons } from '../src/lib/api/contract/error-reasons';
import { signingPaths } from '../src/lib/api/contract/signing';
import { staffWorklistPath } from '../src/lib/api/contract/worklists';
import { Browser, errorOf, parse } from './testing/test-app';
import { testAppForFile } from './testing/test-app-for-file';
import type { MailMessage } from './types';

/**
 * Refusals a person reads reach them in their language. The server sends a code beside its English text
 * (src/lib/api/contract/error-reasons.ts) and the client words it; one-time code mails are written in the
 * recipient's language like every other mail (docs/decisions/0085-server-messages-in-the-readers-language.md).
 */
const sent: MailMessage[] = [];
const t = testAppForFile({ seedDomain: true, mailer: { send: (m) => Promise.resolve(void sent.push(m)) } });

const reasonOf = (res: Awaited<ReturnType<Browser['request']>>) => errorOf(res).reason;

describe('coded refusals', () => {
  it('a wrong password is coded, with the English text beside the code', async () => {
    const b = new Browser(t.app, 'harbour-hk', '10.29.0.1');
    const res = await b.login('patient@harbour-hk.demo', 'Wrong@1234');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({
      reason: 'auth.invalidCredentials',
      message: errorReasons['auth.invalidCredentials'],
    });
  });

  it('a bad signing link is coded', async () => {
    const phone = new Browser(t.app, 'harbour-hk', '10.29.0.2');
    await phone.primeXsrf();
    const res = await phone.request({ method: 'GET', url: signingPaths.link('x'.repeat(43)), auth: false });
    expect(res.statusCode).toBe(404);
    expect(reasonOf(res)).toBe('signing.invalidLink');
  });

  it('a second code within 90 s is a coded 429 with Retry-After', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.29.0.3');
    await b.primeXsrf();
    const ask = () =>
      b.request({
        method: 'POST',
        url: forgotPasswordPath,
        payload: { email: 'doctor@ava-sg.demo', clientName: 'ava-sg' },
      });
    expect((await ask()).statusCode).toBe(200);
    const again = await ask();
    expect(again.statusCode).toBe(429);
    expect(reasonOf(again)).toBe('code.resendWait');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an item already in My Account is a coded 409', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.29.0.4');
    await b.login('agent@ava-sg.demo');
    const add = () =>
      b.request({ method: 'POST', url: profileItemPath('email'), payload: { value: 'twice@example.com' } });
    expect((await add()).statusCode).toBe(200);
    const again = await add();
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('account.itemExists');
  });

  it('a worklist range that ends before it starts is refused with a code, not ignored', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.29.0.5');
    await b.login('clinic@ava-sg.demo');
    const path = `${staffWorklistPath('ava-sg', 'clinic', b.cookies.get('userId')!)}/filter`;
    const res = await b.request({
      method: 'POST',
      url: path,
      payload: { limit: 10, page: 1, startDate: '2026-11-20', endDate: '2026-11-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(reasonOf(res)).toBe('worklists.rangeReversed');
  });
});

describe('one-time code mails in the recipient language', () => {
  const resetMailTo = async (email: string, client: string, address: string, language?: string) => {
    const b = new Browser(t.app, client, address);
    await b.primeXsrf();
    const res = await b.request({
      method: 'POST',
      url: forgotPasswordPath,
      payload: { email, clientName: client },
      headers: language ? { 'accept-language': language } : {},
    });
    expect(res.statusCode).toBe(200);
    return sent.filter((m) => m.to === email).at(-1);
  };

  it('writes the reset code in the page language of a person with no account language yet', async () => {
    const mail = await resetMailTo('patient@harbour-hk.demo', 'harbour-hk', '10.29.1.1', 'zh-HK');
    expect(mail?.subject).toContain('驗證碼');
    expect(mail?.text).toMatch(/您的驗證碼為 [A-Z0-9]{6}/);
    expect(mail?.text).not.toMatch(/verification code/i);
  });

  it('falls back to the tenant default, not English, when the call names no language', async () => {
    const mail = await resetMailTo('doctor@sehat-id.demo', 'sehat-id', '10.29.1.2');
    expect(mail?.text).toMatch(/Kode verifikasi Anda adalah [A-Z0-9]{6}/);
  });

  it('keeps English where the reader asked for it', async () => {
    const mail = await resetMailTo('clinic@harbour-hk.demo', 'harbour-hk', '10.29.1.3', 'en');
    expect(mail?.text).toMatch(/Your verification code is [A-Z0-9]{6}/);
  });

  it('writes a new account’s confirmation code in the language it signed up in', async () => {
    const email = 'new.person.hk@example.com';
    const password = 'Secret@123';
    const b = new Browser(t.app, 'harbour-hk', '10.29.1.4');
    await b.primeXsrf();
    const headers = { 'accept-language': 'zh-HK' };
    const { userId } = parse(
      signupResponseSchema,
      await b.request({
        method: 'POST',
        url: signupPath,
        headers,
        payload: { email, password, password2: password, termsAndConditions: true, clientName: 'harbour-hk' },
      }),
    ).data;
    const registered = await b.request({
      method: 'POST',
      url: registerPath('harbour-hk'),
      headers,
      payload: {
        userId,
        version: '1',
        bdayDtPattern: 'yyyy-MM-dd',
        firstname: 'Mei',
        lastname: 'Chan',
        gender: 'Female',
        dateofbirth: '1990-02-03',
        mobilenumber: '+852 5123 4567',
      },
    });
    expect(registered.statusCode).toBe(200);
    const mail = sent.filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toContain('確認您在');
    expect(mail?.text).toMatch(/確認此電郵地址的驗證碼為 [A-Z0-9]{6}/);
  });
});
