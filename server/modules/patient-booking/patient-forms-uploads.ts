import { maxUploadTotalBytes } from '../../../src/lib/api/contract/patient-booking/forms';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { checkFiles, getFile, putFiles, type CheckedFile, type FileOwner, type IncomingFile } from '../../lib/storage';

export const tooLargeMessage = 'File upload cannot greater than 10MB';
export const wrongTypeMessage = 'Only images (PNG, JPEG, GIF, WebP) and PDF files are allowed.';

export interface StoredAttachment {
  name: string;
  type: string;
  link: string;
}

/** Appointment attachments are stored files owned by their request. */
const ownerOf = (tenantId: string, requestId: string): FileOwner => ({
  tenantId,
  kind: 'appointment-request',
  id: requestId,
});

/** Refuses a batch over 10 MB in total or with a file whose bytes are not an image or PDF. */
export function checkUploads(files: IncomingFile[]): CheckedFile[] {
  const checked = checkFiles(files, { maxTotalBytes: maxUploadTotalBytes });
  if (checked.ok) return checked.files;
  if (checked.problem === 'too-large') throw new HttpError(413, tooLargeMessage, { medicalReports: tooLargeMessage });
  throw new HttpError(400, wrongTypeMessage, { medicalReports: wrongTypeMessage });
}

/** Stores a request's attachments (in the database, so any server instance serves them); returns their links. */
export async function storeUploads(
  db: Db,
  tenantId: string,
  requestId: string,
  files: CheckedFile[],
  now: Date,
): Promise<StoredAttachment[]> {
  const stored = await putFiles(db, ownerOf(tenantId, requestId), files, now);
  return stored.map((file) => ({
    name: file.name,
    type: file.contentType,
    link: `/api/v1/documents/${encodeURIComponent(requestId)}/${encodeURIComponent(file.name)}`,
  }));
}

/** A request's attachment by name; null when it has none of that name. */
export function readUpload(
  db: Db,
  tenantId: string,
  requestId: string,
  name: string,
): Promise<{ data: Buffer; type: string } | null> {
  return getFile(db, ownerOf(tenantId, requestId), name);
}
