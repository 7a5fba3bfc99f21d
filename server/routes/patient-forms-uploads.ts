import fs from 'node:fs/promises';
import path from 'node:path';
import { maxUploadTotalBytes } from '../../src/lib/api/contract/forms';
import { HttpError } from '../lib/http-error';
import { safeFileName, sniffContentType } from '../lib/paf-uploads';

/** Where appointment attachments live: UPLOAD_DIR, else .data/uploads (git-ignored). */
export const uploadRoot = () => path.resolve(process.env.UPLOAD_DIR ?? '.data/uploads');

export const tooLargeMessage = 'File upload cannot greater than 10MB';
export const wrongTypeMessage = 'Only images (PNG, JPEG, GIF, WebP) and PDF files are allowed.';

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

export interface StoredFile {
  name: string;
  type: string;
  link: string;
}

/** Refuses a batch over 10 MB in total or with a file whose bytes are not an image or PDF. */
export function checkUploads(files: IncomingFile[]): Array<IncomingFile & { type: string; ext: string }> {
  const total = files.reduce((n, f) => n + f.data.length, 0);
  if (total > maxUploadTotalBytes) throw new HttpError(413, tooLargeMessage, { medicalReports: tooLargeMessage });
  return files.map((file) => {
    const sniffed = sniffContentType(file.data);
    if (!sniffed) throw new HttpError(400, wrongTypeMessage, { medicalReports: wrongTypeMessage });
    return { ...file, ...sniffed };
  });
}

/** Stores files under <root>/<tenant>/<requestId>/ with safe, unique names; returns their links. */
export async function storeUploads(tenantId: string, requestId: string, files: ReturnType<typeof checkUploads>): Promise<StoredFile[]> {
  const dir = path.join(uploadRoot(), tenantId, requestId);
  await fs.mkdir(dir, { recursive: true });
  const stored: StoredFile[] = [];
  for (const [index, file] of files.entries()) {
    const name = `${index + 1}-${safeFileName(file.filename, file.ext)}`;
    await fs.writeFile(path.join(dir, name), file.data);
    stored.push({ name, type: file.type, link: `/api/v1/documents/${encodeURIComponent(requestId)}/${encodeURIComponent(name)}` });
  }
  return stored;
}

/** Reads a stored file back; null when it does not exist or the name tries to leave its folder. */
export async function readUpload(tenantId: string, requestId: string, name: string): Promise<{ data: Buffer; type: string } | null> {
  if (!/^[\w.-]+$/.test(name) || !/^[\w.-]+$/.test(requestId) || name.includes('..')) return null;
  try {
    const data = await fs.readFile(path.join(uploadRoot(), tenantId, requestId, name));
    const sniffed = sniffContentType(data);
    return sniffed ? { data, type: sniffed.type } : null;
  } catch {
    return null;
  }
}
