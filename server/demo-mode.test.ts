import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  devMailboxPagePath,
  devMailboxPath,
  devMailboxResponseSchema,
  forgotPasswordPath,
} from '../src/lib/api/contract/account';
import { demoMode } from './config';
import { createAccount } from './db/create-account';
import { devMailbox } from './db/schema/account';
import { users } from './db/schema/core';
import { Browser, createTestApp, parse, type TestApp } from './testing/test-app';

/**
 * Demo mode is the only way to the public demo logins and the development
 * mailbox; without it a start is production-like whatever NODE_ENV says. The
 * takeover this closes: forgot-password for a real address, then reading its
 * code from the anonymous mailbox.
 */

describe('demoMode', () => {
  it('is on only with DEMO_MODE=1 (or true) or --demo, never because of NODE_ENV', () => {
    expect(demoMode({}, [])).toBe(false);
    expect(demoMode({ NODE_ENV: 'development' }, [])).toBe(false);
    expect(demoMode({ NODE_ENV: 'test' }, [])).toBe(false);
    expect(demoMode({ DEMO_MODE: '0' }, [])).toBe(false);
    expect(demoMode({ DEMO_MODE: '1' }, [])).toBe(true);
    expect(demoMode({ DEMO_MODE: 'true' }, [])).toBe(true);
    expect(demoMode({}, ['--serve-dist', 'dist', '--demo'])).toBe(true);
  });
});

let address = 0;
async function browser(t: TestApp, client = 'ava-sg') {
  address += 1;
  const b = new Browser(t.app, client, `10.9.0.${address}`);
  await b.primeXsrf();
  return b;
}

describe('without demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves no development mailbox', async () => {
    const b = await browser(t);
    for (const url of [devMailboxPath, `${devMailboxPath}?to=clinic%40ava-sg.demo`, devMailboxPagePath]) {
      const res = await b.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('has no demo logins', async () => {
    const [row] = await t.handle.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
    const res = await (await browser(t)).login('patient@ava-sg.demo', 'Demo@1234');
    expect(res.statusCode).toBe(401);
  });

  it('answers a reset request as usual and keeps the code out of any store a page shows', async () => {
    const db = t.handle.db;
    await db.insert(users).values({
      id: 'u-real',
      tenantId: 'ava-sg',
      email: 'nurse@clinic.example',
      passwordHash: 'x',
      roleId: 'clinic',
      providerId: 'prov-ava-sg',
    });
    const res = await (
      await browser(t)
    ).request({
      method: 'POST',
      url: forgotPasswordPath,
      payload: { email: 'nurse@clinic.example', clientName: 'ava-sg' },
    });
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(devMailbox)).toEqual([]);
  });
});

describe('in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in the demo logins and shows their mail', async () => {
    const b = await browser(t);
    expect((await b.login('patient@ava-sg.demo', 'Demo@1234')).statusCode).toBe(200);
    const sent = await b.request({
      method: 'POST',
      url: forgotPasswordPath,
      payload: { email: 'clinic@ava-sg.demo', clientName: 'ava-sg' },
    });
    expect(sent.statusCode).toBe(200);
    const mails = parse(
      devMailboxResponseSchema,
      await b.request({ method: 'GET', url: `${devMailboxPath}?to=clinic%40ava-sg.demo` }),
    ).data;
    expect(mails[0]?.text).toMatch(/verification code is [A-Z0-9]{6}/);
  });

  it('never shows mail to an address outside the demo domain', async () => {
    await createAccount(t.handle.db, {
      tenantId: 'ava-sg',
      roleId: 'clinic',
      providerId: 'prov-ava-sg',
      email: 'Nurse@Clinic.example',
    });
    const b = await browser(t);
    const sent = await b.request({
      method: 'POST',
      url: forgotPasswordPath,
      payload: { email: 'nurse@clinic.example', clientName: 'ava-sg' },
    });
    expect(sent.statusCode).toBe(200);
    const filtered = parse(
      devMailboxResponseSchema,
      await b.request({ method: 'GET', url: `${devMailboxPath}?to=nurse%40clinic.example` }),
    ).data;
    expect(filtered).toEqual([]);
    const all = parse(devMailboxResponseSchema, await b.request({ method: 'GET', url: devMailboxPath })).data;
    expect(all.every((m) => m.to.endsWith('.demo'))).toBe(true);
    const page = await b.request({ method: 'GET', url: devMailboxPagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('nurse@clinic.example');
    expect((await t.handle.db.select().from(devMailbox)).map((m) => m.to)).not.toContain('nurse@clinic.example');
  });
});
