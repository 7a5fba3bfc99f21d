import { describe, expect, it } from 'vitest';
import { readCookie, xsrfCookieInUse } from './session-cookies';

describe('readCookie', () => {
  it('reads one readable cookie, decoded', () => {
    expect(readCookie('client', 'userId=u1; client=ava%2Dsg')).toBe('ava-sg');
    expect(readCookie('roleId', 'userId=u1')).toBeNull();
  });
});

describe('xsrfCookieInUse', () => {
  it('over https copies the __Host- cookie the server sets there', () => {
    expect(xsrfCookieInUse('__Host-XSRF-TOKEN=a.b; userId=u1', 'https:')).toBe('__Host-XSRF-TOKEN');
  });

  it('keeps XSRF-TOKEN over plain http, even when a __Host- one is visible (localhost counts as secure)', () => {
    expect(xsrfCookieInUse('__Host-XSRF-TOKEN=a.b; XSRF-TOKEN=c.d', 'http:')).toBe('XSRF-TOKEN');
    expect(xsrfCookieInUse('XSRF-TOKEN=c.d', 'http:')).toBe('XSRF-TOKEN');
  });

  it('falls back to XSRF-TOKEN over https when the server set only that (a proxy that did not say it is https)', () => {
    expect(xsrfCookieInUse('XSRF-TOKEN=c.d', 'https:')).toBe('XSRF-TOKEN');
    expect(xsrfCookieInUse('', 'https:')).toBe('XSRF-TOKEN');
  });
});
