import { describe, expect, it } from 'vitest';
import { isSafeAppPath, safeAppPathOr } from './safe-redirect';

describe('isSafeAppPath', () => {
  it.each([
    '/app',
    '/app/',
    '/app/patient',
    '/app/provider/prov-ava-sg?x=1#top',
    '/app/epaf/role/specialist/case/C-1',
    '/app/search%20doctor',
  ])('accepts %s', (url) => {
    expect(isSafeAppPath(url)).toBe(true);
  });

  it.each([
    '',
    '/',
    '/apple',
    '/api/v1/session',
    'app/patient',
    '//evil.example',
    '//evil.example/app/',
    'https://evil.example/app/',
    'http://localhost/app/',
    '/\\evil.example',
    '/app\\..\\..\\evil',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)//app/',
    'data:text/html,<script>',
    '/app/\t/evil',
    '/\t/evil.example',
    '/app/\n//evil',
    '/app/../evil',
    '/app/..',
    '%2F%2Fevil.example',
    '%2f%2fevil.example',
    '%252F%252Fevil.example',
    '/app/%2e%2e/%2e%2e/evil',
    '/%5Cevil.example',
    '/app/%5C%5Cevil',
    '/app/%09/x',
    '/app/%0a/x',
    '/app/%E0%A4%A',
    '%25252525252F%25252525252Fevil',
  ])('refuses %j', (url) => {
    expect(isSafeAppPath(url)).toBe(false);
  });

  it('refuses non-strings and overlong input', () => {
    expect(isSafeAppPath(undefined)).toBe(false);
    expect(isSafeAppPath(null)).toBe(false);
    expect(isSafeAppPath(42)).toBe(false);
    expect(isSafeAppPath(`/app/${'a'.repeat(3000)}`)).toBe(false);
  });

  it('falls back when unsafe', () => {
    expect(safeAppPathOr('//evil', '/app/patient')).toBe('/app/patient');
    expect(safeAppPathOr('/app/myservices', '/app/patient')).toBe('/app/myservices');
  });
});
