import { describe, expect, it } from 'vitest';
import { publicOrigin } from './config';

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
