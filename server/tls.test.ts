import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      expect(String(answer.headers['set-cookie'])).toMatch(/XSRF-TOKEN=/);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients on the same port', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      https.get(`${origin}/api/v1/xsrf`, { ca: cert }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('refuses a client that does not trust the certificate', async () => {
    const outcome = await new Promise<string>((resolve) => {
      https.get(`${origin}/api/v1/xsrf`, (res) => resolve(`answered ${res.statusCode}`)).on('error', (e) => resolve(e.message));
    });
    expect(outcome).toMatch(/self-signed|self signed/i);
  });
});
