import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

/** Signing links live 30 minutes: long enough to hand a phone over, short enough to be worthless if photographed later. */
export const signingLinkTtlMs = 30 * 60 * 1000;

export function newSigningToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: hashSigningToken(token) };
}

export const hashSigningToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The spec's 250×250 signature QR image. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', width: 250, margin: 1, errorCorrectionLevel: 'M' });
}
