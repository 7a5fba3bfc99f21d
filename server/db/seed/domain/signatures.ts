import { deflateSync } from 'node:zlib';
import type { PafSignature, pafSigningLinks } from '../../schema/paf';
import type { PafCaseRow } from './paf-cases';
import { addMinutes } from './local-dates';
import { pafSigners, type PafCase } from '../../../modules/pre-authorisation';

export type SigningLinkRow = typeof pafSigningLinks.$inferInsert;

const width = 360;
const height = 120;
const ink = [26, 32, 64] as const;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA pixels → PNG, as a phone's canvas.toDataURL('image/png') would give. */
function png(pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Ink of a round pen of radius r at (cx, cy), antialiased, keeping the darker of old and new. */
function dab(pixels: Buffer, cx: number, cy: number, r: number): void {
  for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
    for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const alpha = Math.max(0, Math.min(1, r + 0.5 - Math.hypot(x - cx, y - cy)));
      const i = (y * width + x) * 4;
      if (alpha * 255 > (pixels[i + 3] ?? 0)) pixels.set([...ink, Math.round(alpha * 255)], i);
    }
  }
}

/**
 * A drawn-looking signature for a demo signer: looping strokes whose shape
 * follows the name, so each seeded person signs differently, every run alike.
 */
export function demoSignatureDataUrl(name: string): string {
  const pixels = Buffer.alloc(width * height * 4);
  const seed = [...name].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 9973, 7);
  const loops = 5 + (seed % 4);
  const phase = (seed % 360) * (Math.PI / 180);
  for (let step = 0; step <= 2400; step++) {
    const t = step / 2400;
    const x = 24 + 300 * t + 13 * Math.sin(2 * Math.PI * loops * t);
    const y = 62 - 30 * Math.cos(2 * Math.PI * loops * t + phase) * (0.55 + 0.45 * Math.sin(5 * t + phase));
    dab(pixels, x, y, 1.6 + 0.5 * Math.sin(9 * t));
  }
  // The flourish under the name.
  for (let step = 0; step <= 600; step++) {
    const t = step / 600;
    dab(pixels, 40 + 280 * t, 100 - 10 * Math.sin(Math.PI * t), 1.3);
  }
  return `data:image/png;base64,${png(pixels).toString('base64')}`;
}

/**
 * Used signing links for every part a seeded case has signed, so its PDF
 * shows who signed, how and when. The patient and specialist draw; a separate
 * policyholder types their name. Token hashes are not SHA-256 hex, so no
 * token can ever open them.
 */
export function buildSigningLinks(cases: PafCaseRow[]): SigningLinkRow[] {
  return cases.flatMap((row) =>
    pafSigners(row as PafCase)
      .filter((signer) => signer.signed)
      .map((signer, index) => {
        const usedAt = addMinutes(row.createdAt, 20 + index * 9);
        const signature: PafSignature =
          signer.roleType === 'policyHolder'
            ? { method: 'typed', typedName: signer.signerName }
            : { method: 'drawn', imageDataUrl: demoSignatureDataUrl(signer.signerName) };
        return {
          tokenHash: `seed:${row.caseId}:${signer.roleType}`,
          tenantId: row.tenantId,
          caseId: row.caseId,
          roleType: signer.roleType,
          signerName: signer.signerName,
          createdByUserId: row.createdByUserId,
          expiresAt: addMinutes(row.createdAt, 30 + index * 9),
          usedAt,
          signature,
          createdAt: addMinutes(row.createdAt, 15 + index * 9),
        };
      }),
  );
}
