import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePath } from '../src/lib/api/contract/account';
import { sessionPath } from '../src/lib/api/contract/auth';
import { isStateChanging } from './lib/route-table';
import { strictTransportSecurity } from './plugins/security-headers';
import { Browser, createTestApp, type TestApp } from './testing/test-app';

/**
 * Security headers on EVERY answer: each route of the route table, signed out
 * (mostly 4xx) and signed in (2xx where the route serves the user), plus the
 * static bundle, the SPA shell, redirects and 404s.
 */

type Answer = { label: string; res: LightMyRequestResponse };

/** What a reviewer expects on every answer; returns the problems, so a broken variant can be shown failing. */
export function headerProblems(
  { label, res }: Answer,
  expected: { cache: 'no-store' | 'no-cache' | 'static'; hsts?: boolean },
): string[] {
  const h = res.headers;
  const problems: string[] = [];
  const csp = String(h['content-security-policy'] ?? '');
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    if (!csp.includes(directive)) problems.push(`${label}: CSP lacks ${directive}`);
  }
  if (h['x-content-type-options'] !== 'nosniff') problems.push(`${label}: no nosniff`);
  if (h['x-frame-options'] !== 'DENY') problems.push(`${label}: X-Frame-Options ${String(h['x-frame-options'])}`);
  if (h['referrer-policy'] !== 'no-referrer') {
    problems.push(`${label}: Referrer-Policy ${String(h['referrer-policy'])}`);
  }
  if (!String(h['permissions-policy'] ?? '').includes('camera=()')) problems.push(`${label}: no Permissions-Policy`);
  if (h['cross-origin-opener-policy'] !== 'same-origin') problems.push(`${label}: no COOP`);
  if (expected.hsts && h['strict-transport-security'] !== strictTransportSecurity) problems.push(`${label}: no HSTS`);
  if (!expected.hsts && h['strict-transport-security'] !== undefined) problems.push(`${label}: HSTS over plain http`);
  const cache = String(h['cache-control'] ?? '');
  if (expected.cache === 'static' ? cache.includes('no-store') : cache !== expected.cache) {
    problems.push(`${label}: Cache-Control "${cache}"`);
  }
  return problems;
}

/** Fills `:param` segments so every route can be called. */
const concrete = (url: string) => url.replace(/:clientName/g, 'ava-sg').replace(/:(\w+)/g, 'x');

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ava-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>AVA</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  t = await createTestApp({ seedDomain: true, serveDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Every route, signed out and signed in as `email`, with placeholder ids. */
async function everyRoute(app: TestApp, email: string, ip: string): Promise<Answer[]> {
  const b = new Browser(app.app, 'ava-sg', ip);
  const anonymous = new Browser(app.app, 'ava-sg', `${ip}0`);
  await anonymous.primeXsrf();
  await b.login(email);
  const answers: Answer[] = [];
  for (const route of app.app.routeTable.filter((r) => r.url !== '/*' && r.url !== '/')) {
    const method = route.method as 'GET';
    const url = concrete(route.url);
    const payload = isStateChanging(method) ? {} : undefined;
    answers.push({
      label: `${method} ${route.url} signed out`,
      res: await anonymous.request({ method, url, payload }),
    });
    answers.push({ label: `${method} ${route.url} signed in`, res: await b.request({ method, url, payload }) });
  }
  return answers;
}

describe('security headers on every answer', () => {
  it('every route of the table, 2xx and 4xx, signed in and out, as a patient and as staff', async () => {
    const answers = [
      ...(await everyRoute(t, 'patient@ava-sg.demo', '10.8.0.1')),
      ...(await everyRoute(t, 'specialist@ava-sg.demo', '10.8.0.2')),
    ];
    const statuses = new Set(answers.map((a) => Math.floor(a.res.statusCode / 100)));
    expect([...statuses].sort()).toEqual(expect.arrayContaining([2, 4]));
    expect(answers.flatMap((a) => headerProblems(a, { cache: 'no-store' }))).toEqual([]);
  });

  it('answers holding personal data are no-store whatever their prefix (/users, /pds, /arrow...)', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.8.1.1');
    await b.login('patient@ava-sg.demo');
    for (const url of [
      sessionPath,
      profilePath,
      '/api/v1/user/profile/u-ava-sg-patient/attributes',
      '/arrow/api/mcu/attributes/u-ava-sg-patient/client/ava-sg',
    ]) {
      const res = await b.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(headerProblems({ label: url, res }, { cache: 'no-store' })).toEqual([]);
    }
  });

  it('the static bundle, the SPA shell, the root redirect and 404s', async () => {
    const get = async (url: string) => ({ label: url, res: await t.app.inject({ method: 'GET', url }) });
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.res.statusCode).toBe(200);
    expect(headerProblems(asset, { cache: 'static' })).toEqual([]);
    const shell = await get('/app/ava-sg/login');
    expect(shell.res.body).toContain('<div id="root">');
    expect(headerProblems(shell, { cache: 'no-cache' })).toEqual([]);
    for (const url of ['/', '/nope', '/assets/missing.js', '/api/v1/nope', '/app/../etc/passwd', '//evil.example']) {
      const answer = await get(url);
      expect(answer.res.statusCode, url).toBeGreaterThanOrEqual(300);
      expect(headerProblems(answer, { cache: 'no-store' })).toEqual([]);
    }
  });

  it('adds HSTS when served over https (HSTS=1 or COOKIE_SECURE=1), and never otherwise', async () => {
    const saved = process.env.HSTS;
    process.env.HSTS = '1';
    const secure = await createTestApp();
    try {
      for (const url of [sessionPath, '/api/v1/xsrf', '/nope']) {
        const res = await secure.app.inject({ method: 'GET', url });
        expect(headerProblems({ label: url, res }, { cache: 'no-store', hsts: true })).toEqual([]);
      }
    } finally {
      await secure.close();
      if (saved === undefined) delete process.env.HSTS;
      else process.env.HSTS = saved;
    }
  });

  it('deliberate break: an answer missing a header, or a personal answer left cacheable, is reported', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/xsrf' });
    const stripped = {
      ...res,
      headers: { ...res.headers, 'x-frame-options': undefined, 'cache-control': 'public, max-age=600' },
    } as unknown as LightMyRequestResponse;
    expect(headerProblems({ label: 'broken', res: stripped }, { cache: 'no-store' })).toEqual([
      'broken: X-Frame-Options undefined',
      'broken: Cache-Control "public, max-age=600"',
    ]);
  });
});
