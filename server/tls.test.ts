import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatePath, createLoginTokenPath, logoutPath } from '../src/lib/api/contract/auth';
import { strictTransportSecurity } from './plugins/security-headers';
import { createTestApp, type TestApp } from './testing/test-app';

// The server as `TLS_CERT_FILE` + `TLS_KEY_FILE` start it: HTTPS, HTTP/2 for
// browsers, HTTP/1.1 still answered for clients without it.
let ctx: TestApp;
let origin: string;
let cert: string;

beforeAll(async () => {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  cert = pems.cert;
  ctx = await createTestApp({ tls: { key: pems.private, cert } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

describe('HTTPS with HTTP/2', () => {
  it('answers an HTTP/2 request, with the same security headers and XSRF cookie as over HTTP/1.1', async () => {
    const session = http2.connect(origin, { ca: cert });
    try {
      const answer = await new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = session.request({ ':path': '/api/v1/xsrf' });
        let body = '';
        let headers: http2.IncomingHttpHeaders = {};
        req.on('response', (h) => (headers = h));
        req.setEncoding('utf8');
        req.on('data', (c: string) => (body += c));
        req.on('end', () => resolve({ headers, body }));
        req.on('error', reject);
        req.end();
      });
      expect(answer.headers[':status']).toBe(200);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(String(answer.headers['set-cookie'])).toMatch(/^__Host-XSRF-TOKEN=[^;]+; Path=\/; Secure; SameSite=Lax$/);
      expect(answer.headers['strict-transport-security']).toBe(strictTransportSecurity);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients on the same port', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      https
        .get(`${origin}/api/v1/xsrf`, { ca: cert }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('refuses a client that does not trust the certificate', async () => {
    const outcome = await new Promise<string>((resolve) => {
      https
        .get(`${origin}/api/v1/xsrf`, (res) => resolve(`answered ${res.statusCode}`))
        .on('error', (e) => resolve(e.message));
    });
    expect(outcome).toMatch(/self-signed|self signed/i);
  });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  setCookies: string[];
}

/** One HTTP/1.1 call over TLS with a cookie jar, as the Lighthouse bench signs in. */
async function call(
  jar: Map<string, string>,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const answer = await new Promise<Answer>((resolve, reject) => {
    const req = https.request(
      `${origin}${path}`,
      {
        method,
        ca: cert,
        headers: { ...headers, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, setCookies: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
  for (const line of answer.setCookies) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const value = pair.slice(at + 1);
    if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), value);
  }
  return answer;
}

describe('cookies over TLS', () => {
  it('names the session and XSRF cookies __Host- (Secure, Path=/, no Domain); login, a signed-in POST and logout work', async () => {
    const jar = new Map<string, string>();
    const authorization = ctx.app.deps.tenants.get('ava-sg')!.api.authorization;
    await call(jar, 'GET', '/api/v1/xsrf');
    expect([...jar.keys()]).toEqual(['__Host-XSRF-TOKEN']);
    const xsrf = () => ({ authorization, 'x-xsrf-token': jar.get('__Host-XSRF-TOKEN')! });
    const login = await call(jar, 'POST', authenticatePath, xsrf(), {
      email: 'specialist@ava-sg.demo',
      password: 'Demo@1234',
      clientName: 'ava-sg',
    });
    expect(login.status).toBe(200);
    expect(login.headers['strict-transport-security']).toBe(strictTransportSecurity);
    const sid = login.setCookies.find((c) => c.startsWith('__Host-sid='));
    expect(sid).toMatch(/; Path=\/;.*HttpOnly; Secure; SameSite=Lax$/);
    expect(sid).not.toMatch(/Domain=/i);
    expect(login.setCookies.find((c) => c.startsWith('__Host-XSRF-TOKEN='))).toMatch(
      /; Path=\/; Secure; SameSite=Lax$/,
    );
    for (const line of login.setCookies) expect(line, line).toMatch(/; Secure/);
    expect(jar.has('sid') || jar.has('XSRF-TOKEN')).toBe(false);
    expect(jar.get('roleId')).toBe('specialist');
    expect((await call(jar, 'POST', createLoginTokenPath, xsrf())).status).toBe(200);
    // The plain-http name means nothing here: a page that could plant it cannot pass with it.
    const token = jar.get('__Host-XSRF-TOKEN')!;
    const plain = new Map([...jar].filter(([k]) => k !== '__Host-XSRF-TOKEN').concat([['XSRF-TOKEN', token]]));
    expect((await call(plain, 'POST', createLoginTokenPath, xsrf())).status).toBe(403);
    const out = await call(jar, 'POST', logoutPath, xsrf());
    expect(out.status).toBe(200);
    expect(out.setCookies.find((c) => c.startsWith('__Host-sid='))).toMatch(/Expires=Thu, 01 Jan 1970.*; Secure/);
    expect(jar.has('__Host-sid')).toBe(false);
  });
});
