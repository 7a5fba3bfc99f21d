import { describe, expect, it } from 'vitest';
import {
  acceptedHostile,
  appPathsThatPass,
  openRedirectAttempts,
  scriptUrlAttempts,
} from '../../../../tests/support/url-attacks';
import { isSafeAppPath } from './safe-redirect';

describe('isSafeAppPath against the shared attack table', () => {
  it('refuses every open-redirect and script input', () => {
    expect(acceptedHostile(isSafeAppPath, openRedirectAttempts)).toEqual([]);
    expect(acceptedHostile(isSafeAppPath, scriptUrlAttempts)).toEqual([]);
  });

  it('keeps same-origin app paths', () => {
    expect(appPathsThatPass.filter((path) => !isSafeAppPath(path))).toEqual([]);
  });

  it('deliberate break: "starts with / but not //" lets encoded, backslashed and traversing targets through', () => {
    const naive = (url: string) => url.startsWith('/') && !url.startsWith('//');
    expect(acceptedHostile(naive, openRedirectAttempts)).toEqual(
      expect.arrayContaining(['/\\evil.com', '/%2F%2Fevil.com', '/\t/evil.com', '/app/../..//evil.com']),
    );
  });
});
