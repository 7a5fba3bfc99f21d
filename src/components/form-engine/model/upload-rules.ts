import { maxUploadTotalBytes } from '@/lib/api/contract/patient-booking/forms';

/** The file picker's accept list: images and PDF (docs/product/form-engine.md#uploads). */
export const uploadAccept = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

const acceptedTypes = new Set(uploadAccept.split(','));

/** A file the browser says is an image or PDF (the server re-checks the bytes). */
export const isAcceptedUpload = (file: { type: string }) => acceptedTypes.has(file.type);

/** True when the files together stay within the 10 MB limit. */
export function withinTotalLimit(files: ReadonlyArray<{ size: number }>, limit = maxUploadTotalBytes): boolean {
  return files.reduce((sum, f) => sum + f.size, 0) <= limit;
}

/** Sizes as KB or MB (docs/product/form-engine.md#uploads: upload size conversion supports KB and MB). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** In single-document mode the add control hides once one file is there. */
export const canAddMore = (count: number, single: boolean) => !single || count === 0;

/** Why picked files were turned away before anything was sent. */
export type UploadRefusal = 'wrongType' | 'tooLarge';

/** Limits a picker applies in the browser (the server keeps its own checks). */
export interface UploadLimits {
  /** All files together (OPD/MCU attachments: 10 MB). */
  totalBytes?: number;
  /** Each file (PAF referral documents: 5 MB). */
  perFileBytes?: number;
}

/**
 * Screens the files just picked before any of them is kept or sent: a file
 * that is not an image or PDF, or is over a limit, is left out, and the first
 * reason is reported so the picker can say it at once instead of after a
 * full upload.
 */
export function screenPickedFiles<F extends { type: string; size: number }>(
  current: ReadonlyArray<{ size: number }>,
  picked: readonly F[],
  limits: UploadLimits,
): { accepted: F[]; refusal: UploadRefusal | null } {
  let total = current.reduce((sum, f) => sum + f.size, 0);
  let refusal: UploadRefusal | null = null;
  const accepted: F[] = [];
  for (const file of picked) {
    const reason: UploadRefusal | null = !isAcceptedUpload(file)
      ? 'wrongType'
      : (limits.perFileBytes !== undefined && file.size > limits.perFileBytes) ||
          (limits.totalBytes !== undefined && total + file.size > limits.totalBytes)
        ? 'tooLarge'
        : null;
    if (reason) {
      refusal ??= reason;
      continue;
    }
    total += file.size;
    accepted.push(file);
  }
  return { accepted, refusal };
}
