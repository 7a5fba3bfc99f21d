import { describe, expect, it } from 'vitest';
import { resolveTenant } from './resolve-tenant';

const base = { search: '', cookie: '', knownIds: ['ava-sg', 'harbour-hk'], defaultId: 'ava-sg' };

describe('resolveTenant', () => {
  it('takes the client from /app/{clientName}/…', () => {
    expect(resolveTenant({ ...base, pathname: '/app/harbour-hk/login' })).toEqual({
      kind: 'known',
      id: 'harbour-hk',
      source: 'path',
    });
  });
  it('takes the client from the sign-up path', () => {
    expect(resolveTenant({ ...base, pathname: '/app/signup/harbour-hk/personalprofile' })).toMatchObject({
      id: 'harbour-hk',
    });
  });
  it('does not mistake a page for a client', () => {
    expect(resolveTenant({ ...base, pathname: '/app/patient', search: '?client=harbour-hk' })).toEqual({
      kind: 'known',
      id: 'harbour-hk',
      source: 'query',
    });
  });
  it('prefers the path over query and cookie', () => {
    expect(
      resolveTenant({
        ...base,
        pathname: '/app/ava-sg/login',
        search: '?client=harbour-hk',
        cookie: 'client=harbour-hk',
      }),
    ).toMatchObject({
      id: 'ava-sg',
      source: 'path',
    });
  });
  it('falls back to the cookie, then the default', () => {
    expect(resolveTenant({ ...base, pathname: '/app/patient', cookie: 'a=1; client=harbour-hk' })).toMatchObject({
      id: 'harbour-hk',
      source: 'cookie',
    });
    expect(resolveTenant({ ...base, pathname: '/app/patient' })).toMatchObject({ id: 'ava-sg', source: 'default' });
    expect(resolveTenant({ ...base, pathname: '/app/patient', cookie: 'client=gone-client' })).toMatchObject({
      id: 'ava-sg',
      source: 'default',
    });
  });
  it('reports an unknown client from the path or the query', () => {
    expect(resolveTenant({ ...base, pathname: '/app/nope/login' })).toEqual({ kind: 'unknown', requested: 'nope' });
    expect(resolveTenant({ ...base, pathname: '/app/patient', search: '?client=nope' })).toEqual({
      kind: 'unknown',
      requested: 'nope',
    });
  });
  it('reads a deeper unknown path as a page the app lacks, not as a client', () => {
    expect(resolveTenant({ ...base, pathname: '/app/does/not/exist', cookie: 'client=harbour-hk' })).toEqual({
      kind: 'known',
      id: 'harbour-hk',
      source: 'cookie',
    });
    expect(resolveTenant({ ...base, pathname: '/app/nope' })).toEqual({ kind: 'unknown', requested: 'nope' });
  });
});
