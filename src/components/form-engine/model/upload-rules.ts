import { maxUploadTotalBytes } from '@/lib/api/contract/forms';

/** The file picker's accept list: images and PDF (spec 01 §5). */
export const uploadAccept = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

const acceptedTypes = new Set(uploadAccept.split(','));

/** A file the browser says is an image or PDF (the server re-checks the bytes). */
export const isAcceptedUpload = (file: { type: string }) => acceptedTypes.has(file.type);

/** True when the files together stay within the 10 MB limit. */
export function withinTotalLimit(files: ReadonlyArray<{ size: number }>, limit = maxUploadTotalBytes): boolean {
  return files.reduce((sum, f) => sum + f.size, 0) <= limit;
}

/** Sizes as KB or MB (spec 01 §9: upload size conversion supports KB and MB). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** In single-document mode the add control hides once one file is there. */
export const canAddMore = (count: number, single: boolean) => !single || count === 0;
