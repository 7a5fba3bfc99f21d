import { describe, expect, it } from 'vitest';
import { acceptedHostile, openRedirectAttempts, scriptUrlAttempts } from '../../../../tests/support/url-attacks';
import { safeUrl } from './safe-url';

const origin = 'https://portal.example';
const live = (raw: string) => safeUrl(raw, origin) !== null;

/**
 * What an href may be after safeUrl: an explicit http(s) URL (an external
 * link, by design) or a path on this origin that cannot be read as another
 * host (`//host`, `/\host`).
 */
const harmless = (href: string) =>
  /^https?:\/\/[^/\\]/.test(href) || (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\'));

describe('safeUrl against the shared attack table', () => {
  it('turns no script, data, vbscript, file or other-scheme URL into a link', () => {
    expect(acceptedHostile(live, scriptUrlAttempts)).toEqual([]);
  });

  it('never returns a protocol-relative, backslashed or non-http href for a redirect-style input', () => {
    const hrefs = openRedirectAttempts.map((raw) => [raw, safeUrl(raw, origin)] as const);
    expect(hrefs.filter(([, href]) => href !== null && !harmless(href))).toEqual([]);
  });

  it('resolves dot segments, so `/app/../..//evil.com` cannot become `//evil.com`', () => {
    expect(safeUrl('/app/../..//evil.com', origin)).toBeNull();
    expect(safeUrl('/app/x/../view/1', origin)).toBe('/app/view/1');
  });

  it('deliberate break: a sanitiser that only checks for a leading "javascript:" lets variants through', () => {
    const naive = (raw: string) => !raw.toLowerCase().startsWith('javascript:') && raw !== '';
    const accepted = acceptedHostile(naive, scriptUrlAttempts);
    expect(accepted).toEqual(
      expect.arrayContaining([
        ' javascript:alert(1)',
        'java\tscript:alert(1)',
        '&#106;avascript:alert(1)',
        'vbscript:msgbox(1)',
        'data:text/html,<script>alert(1)</script>',
      ]),
    );
  });
});
