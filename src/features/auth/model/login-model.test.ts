import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { decideLoginEntry, loginHandoverUrl } from './login-entry';
import { loginFailure } from './login-error';
import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('needs both fields, each with the empty-field key', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: 'login.errors.empty',
      password: 'login.errors.empty',
    });
    expect(validateLogin({ email: 'a@b.c', password: ' ' })).toEqual({});
  });
});

describe('loginFailure', () => {
  it('shows the server text when there is one', () => {
    expect(loginFailure(new ApiError('http', 401, 'Invalid e-mail or password.'))).toEqual({
      kind: 'server',
      text: 'Invalid e-mail or password.',
    });
    expect(loginFailure(new ApiError('http', 429, 'Too many attempts. Please try again in 15 minutes.'))).toMatchObject(
      { kind: 'server' },
    );
  });

  it('says it could not connect when nothing answered', () => {
    expect(loginFailure(new ApiError('network', 0, ''))).toEqual({ kind: 'key', key: 'login.errors.connection' });
  });

  it("says 'Error!' otherwise", () => {
    expect(loginFailure(new ApiError('http', 502, ''))).toEqual({ kind: 'key', key: 'login.errors.generic' });
    expect(loginFailure(new ApiError('schema', 200, ''))).toEqual({ kind: 'key', key: 'login.errors.generic' });
    expect(loginFailure(new Error('boom'))).toEqual({ kind: 'key', key: 'login.errors.generic' });
  });
});

describe('decideLoginEntry', () => {
  const base = { variant: 'password' as const, landingPopup: false, popupSeen: false, stateAsks: false };
  it('shows the form for a plain client', () => {
    expect(decideLoginEntry(base)).toBe('form');
    expect(decideLoginEntry({ ...base, stateAsks: true })).toBe('form');
  });
  it('greets first where the client has a popup, once per session unless asked again', () => {
    expect(decideLoginEntry({ ...base, landingPopup: true })).toBe('popup');
    expect(decideLoginEntry({ ...base, landingPopup: true, popupSeen: true })).toBe('form');
    expect(decideLoginEntry({ ...base, landingPopup: true, popupSeen: true, stateAsks: true })).toBe('popup');
  });
  it('hands an external client over after the popup', () => {
    expect(decideLoginEntry({ ...base, variant: 'external', landingPopup: true })).toBe('popup');
    expect(decideLoginEntry({ ...base, variant: 'external', landingPopup: true, popupSeen: true })).toBe('external');
  });
});

describe('loginHandoverUrl', () => {
  it('hands a partner sign-on client to the server start route, others to their page', () => {
    expect(loginHandoverUrl('meridian-sg', { oidc: { clientId: 'x' }, externalUrl: '/elsewhere' })).toBe(
      '/sso/meridian-sg/start',
    );
    expect(loginHandoverUrl('acme', { externalUrl: 'https://sso.example.com/' })).toBe('https://sso.example.com/');
    expect(loginHandoverUrl('acme', {})).toBeUndefined();
  });
});
