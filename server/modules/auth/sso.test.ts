import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenExchangePath, tokenExchangeResponseSchema } from '../../../src/lib/api/contract/auth';
import { Browser, createTestApp, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

const t = testAppForFile();

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith(`${name} `)) ?? '';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('demo partner single sign-on', () => {
  it('exists only for tenants with the external login variant', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sso/meridian-sg/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<input type="hidden" name="_xsrf" value="[\w.-]{20,}">/);
    expect((await t.app.inject({ method: 'GET', url: '/sso/ava-sg/login' })).statusCode).toBe(404);
  });

  it('hands over with a single-use token the sign-in gate exchanges', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.3.0.1');
    await b.request({ method: 'GET', url: '/sso/meridian-sg/login', auth: false });
    const xsrf = b.cookies.get('XSRF-TOKEN')!;
    const noField = await b.request({
      method: 'POST',
      url: '/sso/meridian-sg/login',
      xsrf: false,
      ...form({ email: 'patient@meridian-sg.demo', password: 'Demo@1234' }),
    });
    expect(noField.statusCode).toBe(403);
    const wrong = await b.request({
      method: 'POST',
      url: '/sso/meridian-sg/login',
      xsrf: false,
      ...form({ email: '<b>x</b>@x.demo', password: 'no', _xsrf: xsrf }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Invalid e-mail or password.');
    expect(wrong.body).toContain('&lt;b&gt;x&lt;/b&gt;@x.demo');
    expect(wrong.body).not.toContain('<b>x</b>');
    const ok = await b.request({
      method: 'POST',
      url: '/sso/meridian-sg/login',
      xsrf: false,
      ...form({ email: 'patient@meridian-sg.demo', password: 'Demo@1234', _xsrf: xsrf }),
    });
    expect(ok.statusCode).toBe(303);
    const location = new URL(String(ok.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/app/patient');
    const token = location.searchParams.get('token')!;
    const exchanged = await b.request({ method: 'POST', url: tokenExchangePath, payload: { token } });
    expect(parse(tokenExchangeResponseSchema, exchanged).data).toMatchObject({
      userId: 'u-meridian-sg-patient',
      client: 'meridian-sg',
    });
    expect((await b.request({ method: 'POST', url: tokenExchangePath, payload: { token } })).statusCode).toBe(401);
  });

  it('allows its own stylesheet by hash and no other inline style, signed in or refused', async () => {
    const b = new Browser(t.app, 'meridian-sg', '10.3.0.2');
    const page = await b.request({ method: 'GET', url: '/sso/meridian-sg/login', auth: false });
    const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
    expect(styles).toHaveLength(1);
    const styleSrc = directive(page.headers['content-security-policy'], 'style-src');
    expect(styleSrc).toBe(`style-src 'self' ${sha256(styles[0]!)}`);
    expect(page.body).not.toMatch(/\sstyle=/);
    // The rest of the app's policy stays as it is.
    expect(directive(page.headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
    const xsrf = b.cookies.get('XSRF-TOKEN')!;
    const refused = await b.request({
      method: 'POST',
      url: '/sso/meridian-sg/login',
      xsrf: false,
      ...form({ email: 'x@x.demo', password: 'no', _xsrf: xsrf }),
    });
    expect(refused.statusCode).toBe(401);
    expect(directive(refused.headers['content-security-policy'], 'style-src')).toBe(styleSrc);
    const spa = await t.app.inject({ method: 'GET', url: '/api/v1/xsrf' });
    expect(directive(spa.headers['content-security-policy'], 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });
});

describe('without demo mode', () => {
  it('serves no partner sign-in page: it is a stand-in for the partner, not a second way in', async () => {
    const prod = await createTestApp({ demo: false });
    try {
      const b = new Browser(prod.app, 'meridian-sg', '10.3.0.3');
      expect((await b.request({ method: 'GET', url: '/sso/meridian-sg/login', auth: false })).statusCode).toBe(404);
      await b.primeXsrf();
      const xsrf = b.cookies.get('XSRF-TOKEN')!;
      const post = await b.request({
        method: 'POST',
        url: '/sso/meridian-sg/login',
        auth: false,
        ...form({ email: 'a@b.c', password: 'x', _xsrf: xsrf }),
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
