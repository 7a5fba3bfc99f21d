import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the build beside index.html (vite.config.ts): `{ "script-src": ["'sha256-…'"] }`. */
export const cspHashesFile = 'csp-hashes.json';

/** The CSP source expression (`'sha256-…'`) allowing an inline script or style whose exact text is `text`. */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * CSP source expressions (`'sha256-…'`) for every inline <script> of `html`,
 * hashed over its exact text as the browser does; scripts with `src` need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(sha256Source(body));
  }
  return [...new Set(hashes)];
}

/**
 * The inline-script hashes of the bundle in `dir`: what its build wrote, or,
 * for a bundle built without the file (tests' fixtures), its index.html hashed now.
 */
export function bundleScriptHashes(dir: string): string[] {
  const file = join(dir, cspHashesFile);
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { 'script-src'?: unknown };
    const hashes = parsed['script-src'];
    if (
      !Array.isArray(hashes) ||
      !hashes.every((h) => typeof h === 'string' && /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(h))
    ) {
      throw new Error(`${file}: "script-src" must list 'sha256-…' sources`);
    }
    return hashes as string[];
  }
  const index = join(dir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
