import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { scriptUrlAttempts } from '../../../../tests/support/url-attacks';
import { qrErrorOf, signingLinkOf } from './get-signature-qr';

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

describe('qrErrorOf (a refusal read from the blob the QR was asked as)', () => {
  const refusal = (body: unknown, status = 409) =>
    new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
      data: new Blob([JSON.stringify(body)], { type: 'application/json' }),
      status,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });

  it('keeps the reason and the missing sections of an incomplete case', async () => {
    const error = await qrErrorOf(
      refusal({
        code: false,
        status: 409,
        error: {
          message: 'Please complete every section before signing.',
          fields: { sectionC: 'missing', referral: 'missing' },
          reason: 'paf.incomplete',
        },
      }),
    );
    expect(error).toMatchObject({ status: 409, reason: 'paf.incomplete', fields: { sectionC: 'missing' } });
  });

  it('gives a plain failure for an answer that is not an envelope', async () => {
    const error = await qrErrorOf(refusal('<html>502</html>', 502));
    expect(error).toMatchObject({ status: 502, reason: undefined, message: '' });
    expect((await qrErrorOf(new Error('offline'))).status).toBe(0);
  });
});
