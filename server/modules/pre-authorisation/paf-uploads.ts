/**
 * Referral uploads: 5 MB per file (docs/product/pre-authorisation.md#validation); content checks, safe names and
 * encoding are the shared ones in server/lib/storage.ts.
 */
export const referralFileLimitBytes = 5 * 1024 * 1024;
export const fileTooLargeMessage = 'Only files that are 5MB or less are allowed.';
export const fileTypeMessage = 'Only images (PNG, JPEG, GIF, WebP) and PDF files are allowed.';

/** Parses `Referral Letter[0]` into its document type and index. */
export function parsePartName(name: string): { documentType: string; index: number } | null {
  const match = /^(.+)\[(\d{1,2})\]$/.exec(name);
  return match ? { documentType: match[1] as string, index: Number(match[2]) } : null;
}
