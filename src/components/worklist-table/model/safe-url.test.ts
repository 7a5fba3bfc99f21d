import { describe, expect, it } from 'vitest';
import { fillPlaceholders, safeUrl, toRouterPath } from './safe-url';

const origin = 'https://portal.example';

describe('safeUrl', () => {
  it('keeps http(s) URLs and same-origin paths', () => {
    expect(safeUrl('https://x.example/a?b=1', origin)).toBe('https://x.example/a?b=1');
    expect(safeUrl('http://x.example/', origin)).toBe('http://x.example/');
    expect(safeUrl('/app/view/OPD/1', origin)).toBe('/app/view/OPD/1');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'mailto:a@b.c',
    '',
    'relative/path',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw, origin)).toBeNull();
  });
});

describe('fillPlaceholders', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('/a/{roleId}/b/{other}', { roleId: 'clinic' })).toBe('/a/clinic/b/{other}');
  });
});

describe('toRouterPath', () => {
  it('strips the basename only from app paths', () => {
    expect(toRouterPath('/app/view/OPD/1')).toBe('/view/OPD/1');
    expect(toRouterPath('/api/v1/x')).toBeNull();
  });
});
