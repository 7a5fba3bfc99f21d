import { describe, expect, it } from 'vitest';
import { decideGate } from './sign-in-gate-decision';

const page = { pathname: '/app/patient', search: '', hash: '', cookieUserId: null };

describe('decideGate', () => {
  it('exchanges a token and drops only the token from the address', () => {
    expect(decideGate({ ...page, search: '?token=abc&tab=2', hash: '#top' })).toEqual({
      kind: 'exchange',
      token: 'abc',
      cleanUrl: '/app/patient?tab=2#top',
    });
    expect(decideGate({ ...page, search: '?token=abc' })).toEqual({
      kind: 'exchange',
      token: 'abc',
      cleanUrl: '/app/patient',
    });
  });

  it('prefers the token even when a user id is present (a new sign-in replaces the old one)', () => {
    expect(decideGate({ ...page, search: '?token=t', cookieUserId: 'u1' }).kind).toBe('exchange');
  });

  it('lets a signed-in user through, by cookie or by a user id in the query', () => {
    expect(decideGate({ ...page, cookieUserId: 'u1' })).toEqual({ kind: 'allow' });
    expect(decideGate({ ...page, search: '?userId=u1' })).toEqual({ kind: 'allow' });
  });

  it('sends everyone else to login, remembering the whole address', () => {
    expect(decideGate({ ...page, pathname: '/app/provider/p1', search: '?x=1', hash: '#h' })).toEqual({
      kind: 'login',
      returnPath: '/app/provider/p1?x=1#h',
    });
    expect(decideGate({ ...page, search: '?token=' }).kind).toBe('login');
  });
});
