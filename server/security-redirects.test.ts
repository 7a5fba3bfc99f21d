import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateResponseSchema } from '../src/lib/api/contract/auth';
import { openRedirectAttempts, scriptUrlAttempts } from '../tests/support/url-attacks';
import { Browser, createTestApp, parse, type TestApp } from './testing/test-app';

/**
 * Open redirects on the server: every place that takes a return target
 * (login `refererUrl`, the SSO hand-over) and every answer that carries a
 * Location header. The attack table is the one the client sanitisers use.
 */

const origin = 'http://portal.test';

/** A Location that stays on this origin, inside the app or at its root. */
export function isSameOriginLocation(location: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(location) || location.startsWith('//')) return false;
  try {
    return new URL(location, origin).origin === origin;
  } catch {
    return false;
  }
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ava-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>AVA</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), '1');
  t = await createTestApp({ serveDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('open redirects on the server', () => {
  it('login answers the role landing page for every hostile refererUrl', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.7.0.1');
    for (const refererUrl of [...openRedirectAttempts, ...scriptUrlAttempts]) {
      const res = await b.login('patient@ava-sg.demo', 'Demo@1234', { refererUrl });
      // A few inputs fail the request schema (400), which follows no target either.
      if (res.statusCode === 400) continue;
      expect(parse(authenticateResponseSchema, res).data.link, JSON.stringify(refererUrl)).toBe('/app/patient');
    }
    expect(
      parse(
        authenticateResponseSchema,
        await b.login('patient@ava-sg.demo', 'Demo@1234', { refererUrl: '/app/myservices' }),
      ).data.link,
    ).toBe('/app/myservices');
  });

  it('the SSO hand-over redirects only to the app, whatever return target is smuggled in', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.7.0.2');
    await b.request({ method: 'GET', url: '/sso/meridian-sg/login' });
    for (const target of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
      const fields = {
        email: 'patient@meridian-sg.demo',
        password: 'Demo@1234',
        _xsrf: b.cookies.get('XSRF-TOKEN')!,
        returnUrl: target,
        next: target,
        redirect: target,
        refererUrl: target,
      };
      const res = await b.request({
        method: 'POST',
        url: `/sso/meridian-sg/login?returnUrl=${encodeURIComponent(target)}&next=${encodeURIComponent(target)}`,
        xsrf: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(res.statusCode).toBe(303);
      const location = String(res.headers.location);
      expect(isSameOriginLocation(location), location).toBe(true);
      expect(location).toMatch(/^\/app\/patient\?token=[\w-]+$/);
    }
  });

  it('no answer to a hostile path carries a Location off this origin', async () => {
    const paths = [
      '/',
      '//evil.com',
      '//evil.com/',
      '/\\evil.com',
      '/%2F%2Fevil.com',
      '/%5Cevil.com',
      '/app//evil.com',
      '/assets//evil.com',
      '/assets/..%2F..%2Fetc%2Fpasswd',
      '/app/..//evil.com',
      '/assets',
      '/app',
    ];
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url });
      const location = res.headers.location;
      if (location !== undefined) {
        expect(isSameOriginLocation(String(location)), `${url} → ${String(location)}`).toBe(true);
      }
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('deliberate break: a login that echoed refererUrl would be caught by the same check', () => {
    const echoing = (refererUrl: string) => refererUrl;
    const offsite = openRedirectAttempts
      .map(echoing)
      .filter((link) => !isSameOriginLocation(link) || !link.startsWith('/app'));
    expect(offsite).toEqual(expect.arrayContaining(['//evil.com', 'https://evil.com', '/\\evil.com']));
  });
});
