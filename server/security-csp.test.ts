import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { cspHashesFile, inlineScriptHashes } from './lib/csp-hashes';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * No 'unsafe-inline' for scripts: the served index.html's inline boot script
 * is allowed by its hash, so an injected inline script is not.
 */
const bootScript = `(function(){document.documentElement.setAttribute('data-theme','light');})();`;
const html = `<!doctype html><html><head><script>${bootScript}</script><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSrc = (csp: unknown) =>
  String(csp)
    .split('; ')
    .find((d) => d.startsWith('script-src ')) ?? '';

let t: TestApp;
const dirs: string[] = [];
const apps: App[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A second app on the same database serving a bundle folder with `files`. */
async function serving(files: Record<string, string>): Promise<App> {
  const dir = mkdtempSync(join(tmpdir(), 'ava-csp-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const app = await buildApp({ db: t.handle.db, tenants: t.app.deps.tenants, serveDist: dir });
  apps.push(app);
  return app;
}

describe('Content-Security-Policy script-src', () => {
  it('an API-only server allows its own scripts only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/xsrf' });
    expect(scriptSrc(res.headers['content-security-policy'])).toBe("script-src 'self'");
  });

  it('the SPA shell: no unsafe-inline, and the hash of the inline script of the index.html served', async () => {
    const app = await serving({ 'index.html': html });
    const shell = await app.inject({ method: 'GET', url: '/app/ava-sg/login' });
    expect(shell.statusCode).toBe(200);
    const served = /<script>([\s\S]*?)<\/script>/.exec(shell.body)?.[1];
    expect(served).toBe(bootScript);
    const directive = scriptSrc(shell.headers['content-security-policy']);
    expect(directive).not.toContain('unsafe-inline');
    expect(directive).toBe(`script-src 'self' ${sha256(bootScript)}`);
  });

  it('uses the hashes the build wrote (csp-hashes.json) when the bundle has them', async () => {
    const written = { 'script-src': [sha256('console.log("built")')] };
    const app = await serving({ 'index.html': html, [cspHashesFile]: JSON.stringify(written) });
    const shell = await app.inject({ method: 'GET', url: '/app/' });
    expect(scriptSrc(shell.headers['content-security-policy'])).toBe(`script-src 'self' ${written['script-src'][0]}`);
  });

  it('refuses to start on a malformed csp-hashes.json rather than send a policy that blocks the boot script', async () => {
    await expect(
      serving({ 'index.html': html, [cspHashesFile]: JSON.stringify({ 'script-src': ["'unsafe-inline'"] }) }),
    ).rejects.toThrow(/csp-hashes/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly, skipping those with src', () => {
    expect(inlineScriptHashes(html)).toEqual([sha256(bootScript)]);
    expect(inlineScriptHashes('<script type="module" crossorigin src="/a.js"></script>')).toEqual([]);
    expect(inlineScriptHashes('<SCRIPT>\n a()\n</SCRIPT >')).toEqual([sha256('\n a()\n')]);
  });
});
