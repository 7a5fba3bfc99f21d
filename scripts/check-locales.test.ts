import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareLocales, findUnusedKeys } from './lib/locale-keys';

function localesFixture(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-locales-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(content));
  }
  return dir;
}

describe('locale checks', () => {
  it('reports a key missing from a locale and a key en lacks', () => {
    const dir = localesFixture({
      'en/auth.json': { login: { title: 'Login', signIn: 'Sign In' } },
      'ms/auth.json': { login: { title: 'Log Masuk', extra: 'x' } },
    });
    expect(compareLocales(dir).problems).toEqual([
      { file: 'ms/auth.json'.replace(/^/, 'locales/'), message: 'missing key "login.signIn"' },
      { file: 'locales/ms/auth.json', message: 'key "login.extra" is not in en' },
    ]);
  });

  it('treats plural forms as one key', () => {
    const dir = localesFixture({ 'en/x.json': { item_one: 'a', item_other: 'b' }, 'id/x.json': { item_other: 'c' } });
    expect(compareLocales(dir).problems).toEqual([]);
  });

  it('finds keys no code uses, honouring template prefixes', () => {
    const keys = new Map([['auth', ['login.title', 'login.unused', 'status.pending', 'status.done']]]);
    const code = "t('login.title'); t(`status.${value}`);";
    expect(findUnusedKeys(keys, code)).toEqual(['auth:login.unused']);
  });

  it('passes on the real locales', () => {
    expect(compareLocales(path.resolve('locales')).problems).toEqual([]);
  });
});
