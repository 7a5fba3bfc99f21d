import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { forgotPasswordPath, resetPasswordPath, verifyOtpPath } from '../../src/lib/api/contract/account';
import { demoPassword } from '../config';
import { verifyPassword } from '../lib/password';
import { Browser } from '../testing/test-app';
import { testAppForFile } from '../testing/test-app-for-file';
import type { Mailer } from '../types';
import { AccountRefused, createAccount, type NewAccount } from './create-account';
import { users } from './schema/core';

/** A production-like database: tenants and reference data, no demo logins, mail captured. */
const mails: Array<{ to: string; text: string }> = [];
const mailer: Mailer = { send: (m) => Promise.resolve(void mails.push(m)) };
const t = testAppForFile({ demo: false, seedDomain: true, mailer });

const request = (over: Partial<NewAccount> = {}): NewAccount => ({
  tenantId: 'ava-sg',
  roleId: 'clinic',
  providerId: 'prov-ava-sg',
  email: 'front.desk@clinic.example',
  ...over,
});

describe('createAccount', () => {
  it('creates an account nobody can sign in to until the person resets its password', async () => {
    const account = await createAccount(
      t.handle.db,
      request({ email: ' Front.Desk@Clinic.example ', firstName: 'Mei', lastName: 'Tan' }),
    );
    expect(account).toMatchObject({ tenantId: 'ava-sg', email: 'front.desk@clinic.example', roleId: 'clinic' });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, account.userId));
    expect(row).toMatchObject({ status: 'active', providerId: 'prov-ava-sg', firstName: 'Mei', lastName: 'Tan' });
    expect(await verifyPassword(demoPassword, row!.passwordHash)).toBe(false);

    const b = new Browser(t.app, 'ava-sg', '10.8.0.1');
    expect((await b.login('front.desk@clinic.example', demoPassword)).statusCode).toBe(401);
    await b.request({
      method: 'POST',
      url: forgotPasswordPath,
      payload: { email: 'front.desk@clinic.example', clientName: 'ava-sg' },
    });
    const code = /verification code is ([A-Z0-9]{6})/.exec(mails.at(-1)?.text ?? '')?.[1];
    expect(mails.at(-1)?.to).toBe('front.desk@clinic.example');
    const verified = await b.request({
      method: 'POST',
      url: verifyOtpPath,
      payload: { user_email: 'front.desk@clinic.example', verification_code: code, clientName: 'ava-sg' },
    });
    expect(verified.statusCode).toBe(200);
    expect(
      (await b.request({ method: 'POST', url: resetPasswordPath, payload: { new_password: 'Chosen@123' } })).statusCode,
    ).toBe(200);
    expect(
      (await new Browser(t.app, 'ava-sg', '10.8.0.2').login('front.desk@clinic.example', 'Chosen@123')).statusCode,
    ).toBe(200);
  });

  it.each([
    ['an unknown tenant', { tenantId: 'nowhere' }, /Unknown tenant "nowhere"/],
    ['a patient with a provider', { roleId: 'patient' }, /A patient works for no provider/],
    [
      'an unknown role',
      { roleId: 'admin' },
      /Unknown role "admin": use one of agent, clinic, doctor, specialist, hospital, payor, patient/,
    ],
    [
      'an unknown provider',
      { providerId: 'prov-harbour-hk' },
      /Unknown provider "prov-harbour-hk" in tenant ava-sg: use one of prov-ava-sg/,
    ],
    ['something not an e-mail', { email: 'front desk' }, /Not an e-mail address/],
  ])('refuses %s', async (_, over, message) => {
    await expect(createAccount(t.handle.db, request({ email: 'someone@clinic.example', ...over }))).rejects.toThrow(
      message,
    );
  });

  it('creates a patient, who has no provider, for a tenant whose members sign in at a partner', async () => {
    const account = await createAccount(t.handle.db, {
      tenantId: 'meridian-sg',
      roleId: 'patient',
      email: 'Member@Meridian.example',
    });
    expect(account).toMatchObject({ tenantId: 'meridian-sg', email: 'member@meridian.example', roleId: 'patient' });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, account.userId));
    expect(row).toMatchObject({ status: 'active', providerId: null, roleId: 'patient' });
  });

  it('refuses an e-mail the tenant already uses, whatever its case, but not one another tenant uses', async () => {
    await createAccount(t.handle.db, request({ email: 'agent@agency.example', roleId: 'agent' }));
    const again = createAccount(t.handle.db, request({ email: 'AGENT@agency.example', roleId: 'doctor' }));
    await expect(again).rejects.toThrow(AccountRefused);
    await expect(again).rejects.toThrow('agent@agency.example already has an account in tenant ava-sg.');
    await expect(
      createAccount(
        t.handle.db,
        request({
          tenantId: 'harbour-hk',
          providerId: 'prov-harbour-hk',
          email: 'agent@agency.example',
          roleId: 'agent',
        }),
      ),
    ).resolves.toMatchObject({ tenantId: 'harbour-hk' });
  });
});

describe('npm run accounts:create', () => {
  it('explains itself in one line on stderr and exits 1 when an option is missing', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-account.ts', '--tenant', 'ava-sg', '--role', 'clinic'],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(
      /^Usage: npm run accounts:create -- --tenant <id> --role <agent\|clinic\|doctor\|specialist\|hospital\|payor\|patient> \[--provider <providerId>\]/,
    );
  });
});
