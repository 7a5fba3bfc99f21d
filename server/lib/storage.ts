/**
 * Uploaded files, kept in the database so every server instance serves them
 * and a restart or a new container loses none. One place for what every
 * upload needs: the real type read from the first bytes (never the name or
 * the browser's claimed type), a safe download name, size limits, and the
 * base64 encoding both PGlite and PostgreSQL store in a text column.
 * Appointment attachments live in `stored_files`; PAF documents keep their
 * own table (paf_documents) but are encoded and checked here too.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema/platform';

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
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .slice(0, 80) || 'document';
  return `${base}.${ext}`;
}

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

/** A file whose bytes passed the type check; `name` is its safe download name. */
export interface CheckedFile extends IncomingFile {
  name: string;
  type: string;
}

export interface UploadLimits {
  maxFileBytes?: number;
  maxTotalBytes?: number;
}

export type CheckResult = { ok: true; files: CheckedFile[] } | { ok: false; problem: 'too-large' | 'wrong-type' };

/** Checks sizes, then each file's real type; the caller words the refusal for its own form. */
export function checkFiles(files: IncomingFile[], limits: UploadLimits = {}): CheckResult {
  const total = files.reduce((n, f) => n + f.data.length, 0);
  if (limits.maxTotalBytes !== undefined && total > limits.maxTotalBytes) return { ok: false, problem: 'too-large' };
  if (limits.maxFileBytes !== undefined && files.some((f) => f.data.length > limits.maxFileBytes!)) {
    return { ok: false, problem: 'too-large' };
  }
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const sniffed = sniffContentType(file.data);
    if (!sniffed) return { ok: false, problem: 'wrong-type' };
    checked.push({ ...file, name: safeFileName(file.filename, sniffed.ext), type: sniffed.type });
  }
  return { ok: true, files: checked };
}

/** The columns a stored file's bytes take. */
export const encodeFile = (file: CheckedFile) => ({
  contentType: file.type,
  size: file.data.length,
  dataBase64: file.data.toString('base64'),
});

/** Bytes back from their column, typed by those bytes again: a row that is not an image or PDF is never served. */
export function decodeFile(dataBase64: string): { data: Buffer; type: string } | null {
  const data = Buffer.from(dataBase64, 'base64');
  const sniffed = sniffContentType(data);
  return sniffed ? { data, type: sniffed.type } : null;
}

/** What a file belongs to, e.g. `{ tenantId, kind: 'appointment-request', id: requestId }`. */
export interface FileOwner {
  tenantId: string;
  kind: string;
  id: string;
}

export interface StoredFileInfo {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

const ownedBy = (owner: FileOwner) =>
  and(
    eq(storedFiles.tenantId, owner.tenantId),
    eq(storedFiles.ownerKind, owner.kind),
    eq(storedFiles.ownerId, owner.id),
  );
const namePattern = /^[\w.-]{1,200}$/;

/** Stores checked files for an owner, numbered after the ones it has (`3-scan.png`), so names stay unique. */
export async function putFiles(db: Db, owner: FileOwner, files: CheckedFile[], now: Date): Promise<StoredFileInfo[]> {
  if (files.length === 0) return [];
  const [{ existing } = { existing: 0 }] = await db
    .select({ existing: count() })
    .from(storedFiles)
    .where(ownedBy(owner));
  const rows = files.map((file, index) => ({
    id: randomUUID(),
    tenantId: owner.tenantId,
    ownerKind: owner.kind,
    ownerId: owner.id,
    name: `${existing + index + 1}-${file.name}`,
    ...encodeFile(file),
    createdAt: now,
  }));
  await db.insert(storedFiles).values(rows);
  return rows.map(({ id, name, contentType, size }) => ({ id, name, contentType, size }));
}

/** One file of an owner by its name; null when there is none (or the name could never be one of ours). */
export async function getFile(
  db: Db,
  owner: FileOwner,
  name: string,
): Promise<{ name: string; data: Buffer; type: string } | null> {
  if (!namePattern.test(name) || name.includes('..')) return null;
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(ownedBy(owner), eq(storedFiles.name, name)))
    .limit(1);
  const file = row ? decodeFile(row.dataBase64) : null;
  return file ? { name, ...file } : null;
}

/** An owner's files, oldest first, without their bytes. */
export function listFiles(db: Db, owner: FileOwner): Promise<StoredFileInfo[]> {
  return db
    .select({
      id: storedFiles.id,
      name: storedFiles.name,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(storedFiles)
    .where(ownedBy(owner))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.name));
}
