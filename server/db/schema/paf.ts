/**
 * Pre-authorisation tables beyond `paf_cases` (domain.ts): uploaded referral
 * documents and the single-use signing links behind the QR codes. Same
 * portable column types as domain.ts; `case_id` is a paf_cases.case_id.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A referral or supporting document; bytes kept base64 so PGlite and PostgreSQL share one column type. */
export const pafDocuments = pgTable(
  'paf_documents',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    caseId: text('case_id').notNull(),
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    dataBase64: text('data_base64').notNull(),
    uploadedByUserId: text('uploaded_by_user_id').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('paf_documents_case_idx').on(t.caseId)],
);

export type PafSignature = { method: 'drawn'; imageDataUrl: string } | { method: 'typed'; typedName: string };

/**
 * One QR code's signing link. Only the SHA-256 of the token is stored, so a
 * database read never yields a usable link; `used_at` makes it single-use.
 */
export const pafSigningLinks = pgTable(
  'paf_signing_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    caseId: text('case_id').notNull(),
    roleType: text('role_type', { enum: ['patient', 'guardian', 'policyHolder', 'specialist'] }).notNull(),
    signerName: text('signer_name').notNull(),
    createdByUserId: text('created_by_user_id').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    signature: jsonb('signature').$type<PafSignature | null>(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('paf_signing_links_case_idx').on(t.caseId)],
);
