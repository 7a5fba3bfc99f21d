// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearReturnPath, isPublicAppPath, peekReturnPath, rememberReturnPath } from './return-path';

afterEach(() => clearReturnPath());

describe('return path', () => {
  it('keeps a safe protected path', () => {
    rememberReturnPath('/app/provider/p1?x=1');
    expect(peekReturnPath()).toBe('/app/provider/p1?x=1');
  });

  it('ignores unsafe and public paths', () => {
    for (const path of [
      '//evil.example',
      'https://evil.example/app/',
      '/app/ava-sg/login',
      '/app/signup/ava-sg/personalprofile',
      '/app/reset-password',
    ]) {
      rememberReturnPath(path);
      expect(peekReturnPath()).toBeNull();
    }
  });

  it('re-checks what storage holds', () => {
    sessionStorage.setItem('ava.returnPath', '//evil.example');
    expect(peekReturnPath()).toBeNull();
  });

  it('knows the public pages', () => {
    expect(isPublicAppPath('/app/harbour-hk/login?x')).toBe(true);
    expect(isPublicAppPath('/app/patient')).toBe(false);
  });
});
