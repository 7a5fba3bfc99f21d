import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authenticatePath } from '../src/lib/api/contract/auth';
import { loginAttempts } from './db/schema/core';
import { Browser, createTestApp, type TestApp } from './testing/test-app';

/**
 * TRUST_PROXY names the proxy (addresses/CIDR), not a flag: X-Forwarded-For is
 * believed from that peer only. The address the login guard records shows
 * which address the server believed.
 */

let t: TestApp;
const saved = process.env.TRUST_PROXY;
beforeAll(async () => {
  process.env.TRUST_PROXY = '10.9.9.9, 192.168.50.0/24';
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

async function recordedAddress(peer: string, email: string): Promise<string | undefined> {
  const b = new Browser(t.app, 'ava-sg', peer);
  await b.primeXsrf();
  await b.request({
    method: 'POST',
    url: authenticatePath,
    headers: { 'x-forwarded-for': '203.0.113.7' },
    payload: { email, password: 'nope', clientName: 'ava-sg', refererUrl: '' },
  });
  const [row] = await t.handle.db
    .select({ address: loginAttempts.address })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.tenantId, 'ava-sg'), eq(loginAttempts.email, email)));
  return row?.address;
}

describe('X-Forwarded-For and TRUST_PROXY', () => {
  it('is ignored from a peer that is not the trusted proxy', async () => {
    expect(await recordedAddress('10.1.1.1', 'xff-untrusted@ava-sg.demo')).toBe('10.1.1.1');
  });

  it('is believed from the trusted proxy, by address or by CIDR', async () => {
    expect(await recordedAddress('10.9.9.9', 'xff-trusted@ava-sg.demo')).toBe('203.0.113.7');
    expect(await recordedAddress('192.168.50.20', 'xff-cidr@ava-sg.demo')).toBe('203.0.113.7');
  });
});
