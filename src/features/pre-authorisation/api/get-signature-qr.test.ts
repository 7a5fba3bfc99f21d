import { describe, expect, it } from 'vitest';
import { scriptUrlAttempts } from '../../../../tests/support/url-attacks';
import { signingLinkOf } from './get-signature-qr';

const origin = 'https://portal.example';

describe('signingLinkOf (the x-signing-url header shown as "open here")', () => {
  it('keeps the server’s signing link', () => {
    expect(signingLinkOf('https://portal.example/app/sign/abc?client=ava-sg', origin)).toBe(
      'https://portal.example/app/sign/abc?client=ava-sg',
    );
  });

  it.each(scriptUrlAttempts.map((url) => [JSON.stringify(url), url]))('shows no link for %s', (_label, url) => {
    expect(signingLinkOf(url, origin)).toBe('');
  });

  it('shows no link for a missing header', () => {
    expect(signingLinkOf(undefined, origin)).toBe('');
  });
});
