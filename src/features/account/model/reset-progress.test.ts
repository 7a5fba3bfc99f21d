import { describe, expect, it } from 'vitest';
import {
  clearResetProgress,
  progressFromSend,
  readResetProgress,
  secondsUntil,
  writeResetProgress,
} from './reset-progress';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('reset progress', () => {
  it('survives a reload per tenant until the code expires', () => {
    const store = memoryStore();
    const p = progressFromSend('a@b.co', { resendAt: '2026-01-01T00:01:30Z', expiresAt: '2026-01-01T00:10:00Z' });
    writeResetProgress(store, 'ava-sg', p);
    expect(readResetProgress(store, 'ava-sg', Date.parse('2026-01-01T00:00:10Z'))).toEqual(p);
    expect(readResetProgress(store, 'lumina-my', Date.parse('2026-01-01T00:00:10Z'))).toBeNull();
    expect(readResetProgress(store, 'ava-sg', Date.parse('2026-01-01T00:10:00Z'))).toBeNull();
    clearResetProgress(store, 'ava-sg');
    expect(readResetProgress(store, 'ava-sg', Date.parse('2026-01-01T00:00:10Z'))).toBeNull();
  });

  it('ignores malformed values', () => {
    const store = memoryStore();
    store.setItem('ava.resetPassword.ava-sg', '{"email":1}');
    expect(readResetProgress(store, 'ava-sg', 0)).toBeNull();
    store.setItem('ava.resetPassword.ava-sg', 'not json');
    expect(readResetProgress(store, 'ava-sg', 0)).toBeNull();
  });

  it('counts whole seconds down to zero', () => {
    expect(secondsUntil(90_000, 0)).toBe(90);
    expect(secondsUntil(90_000, 89_001)).toBe(1);
    expect(secondsUntil(90_000, 90_000)).toBe(0);
    expect(secondsUntil(90_000, 120_000)).toBe(0);
  });
});
