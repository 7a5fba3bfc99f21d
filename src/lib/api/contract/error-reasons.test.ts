import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorReasons, isErrorReason } from './error-reasons';

const localesDir = path.resolve(__dirname, '../../../../locales');
const locales = readdirSync(localesDir);

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/**
 * The general guard of docs/decisions/0085-server-messages-in-the-readers-language.md: a coded refusal can always be
 * worded in the reader's language.
 */
describe('error reasons', () => {
  it.each(locales)('every reason the server may send has its words in %s', (locale) => {
    const common = JSON.parse(readFileSync(path.join(localesDir, locale, 'common.json'), 'utf8')) as unknown;
    const missing = Object.keys(errorReasons).filter((reason) => {
      const text = lookup(common, `reasons.${reason}`);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('every refusal the server codes is a known reason', () => {
    const serverDir = path.resolve(__dirname, '../../../../server');
    const sources = (readdirSync(serverDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(serverDir, file), 'utf8'))
      .join('\n');
    const coded = [...sources.matchAll(/refusal\(\s*\d{3},\s*'([\w.]+)'/g)].map((m) => m[1]);
    expect(coded.length).toBeGreaterThan(5);
    expect(coded.filter((reason) => !isErrorReason(reason))).toEqual([]);
  });

  it('knows nothing that is not a reason', () => {
    expect(isErrorReason('toString')).toBe(false);
    expect(isErrorReason(undefined)).toBe(false);
  });
});
