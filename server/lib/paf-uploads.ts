/**
 * Referral uploads: 5 MB per file (spec 03 §9) and content checked by its
 * first bytes, never by the name or the browser's claimed type.
 */
export const referralFileLimitBytes = 5 * 1024 * 1024;
export const fileTooLargeMessage = 'Only files that are 5MB or less are allowed.';
export const fileTypeMessage = 'Only images (PNG, JPEG, GIF, WebP) and PDF files are allowed.';

const signatures: Array<{ type: string; bytes: number[]; offset?: number; ext: string }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], ext: 'pdf' },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], ext: 'png' },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], ext: 'jpg' },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38], ext: 'gif' },
  // RIFF....WEBP
  { type: 'image/webp', bytes: [0x57, 0x45, 0x42, 0x50], offset: 8, ext: 'webp' },
];

/** The real content type of an upload, or null when it is not an image or PDF. */
export function sniffContentType(data: Buffer): { type: string; ext: string } | null {
  for (const sig of signatures) {
    const offset = sig.offset ?? 0;
    if (data.length >= offset + sig.bytes.length && sig.bytes.every((b, i) => data[offset + i] === b)) {
      if (sig.type === 'image/webp' && data.subarray(0, 4).toString('latin1') !== 'RIFF') continue;
      return { type: sig.type, ext: sig.ext };
    }
  }
  return null;
}

/** A download name safe for Content-Disposition: letters, digits, dot, dash, underscore only. */
export function safeFileName(name: string, ext: string): string {
  const base = name.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80) || 'document';
  return `${base}.${ext}`;
}

/** Parses `Referral Letter[0]` into its document type and index. */
export function parsePartName(name: string): { documentType: string; index: number } | null {
  const match = /^(.+)\[(\d{1,2})\]$/.exec(name);
  return match ? { documentType: match[1] as string, index: Number(match[2]) } : null;
}
