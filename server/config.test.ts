import { describe, expect, it } from 'vitest';
import { publicOrigin, tlsFiles } from './config';

describe('publicOrigin', () => {
  it('is unset without PUBLIC_ORIGIN, and keeps only the origin of an http(s) URL', () => {
    expect(publicOrigin({})).toBeNull();
    expect(publicOrigin({ PUBLIC_ORIGIN: '  ' })).toBeNull();
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://portal.example.com/app/?x=1' })).toBe('https://portal.example.com');
    expect(publicOrigin({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' })).toBe('http://10.0.0.5:8080');
  });

  it('refuses what is not an http(s) URL, so a typo stops the start', () => {
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'portal.example.com' })).toThrow(/not a URL/);
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'ftp://portal.example.com' })).toThrow(/http\(s\)/);
  });
});

describe('tlsFiles', () => {
  it('is off without either variable, and names both files when both are set', () => {
    expect(tlsFiles({})).toBeNull();
    expect(tlsFiles({ TLS_CERT_FILE: '/etc/ava/cert.pem', TLS_KEY_FILE: '/etc/ava/key.pem' })).toEqual({
      cert: '/etc/ava/cert.pem',
      key: '/etc/ava/key.pem',
    });
  });

  it('stops the start when only one of the pair is set', () => {
    expect(() => tlsFiles({ TLS_CERT_FILE: '/etc/ava/cert.pem' })).toThrow(/both or neither/);
    expect(() => tlsFiles({ TLS_KEY_FILE: '/etc/ava/key.pem' })).toThrow(/both or neither/);
  });
});
