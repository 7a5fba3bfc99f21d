import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ava-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>AVA</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'big-Ab12.js'), `export const words = ${JSON.stringify('portal '.repeat(2000))};`);
  writeFileSync(join(dist, 'assets', 'pre-Cd34.js'), 'export const made = "at build";');
  writeFileSync(join(dist, 'assets', 'pre-Cd34.js.br'), brotliCompressSync('export const made = "by the build";'));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ serveDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built bundle', () => {
  it('serves assets, falls back to index.html under /app and redirects / to /app/', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'");
    const deep = await t.app.inject({ method: 'GET', url: '/app/ava-sg/login?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app/');
  });

  it('compresses static answers and lets browsers keep hashed assets for a year, revalidating the rest', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-Ab12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(1000);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/big-Ab12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-Ab12.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('portal portal');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/app/patient' })).headers['cache-control']).toBe('no-cache');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/unknown', headers: { 'accept-encoding': 'br' } })).headers[
        'cache-control'
      ],
    ).toBe('no-store');
  });

  it("sends the build's brotli file as is when there is one, and the plain file to clients without brotli", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/pre-Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('by the build');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/pre-Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('at build');
  });

  it('keeps API 404s as JSON envelopes and does not fall back outside /app', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect((await t.app.inject({ method: 'GET', url: '/elsewhere' })).statusCode).toBe(404);
  });
});
