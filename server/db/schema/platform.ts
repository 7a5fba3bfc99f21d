/**
 * Server state that every instance behind the load balancer must share and
 * that must survive a restart: rate-limit counters, idempotent answers,
 * uploaded files and the server's own secrets. Nothing of this lives in
 * process memory or on local disk (docs/deploy.md).
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One counter per rate-limit key (route + client); reset when `reset_at` passes. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: tz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * The first answer to a state-changing call sent with an Idempotency-Key,
 * replayed to retries of it. `slot` is session + key; `fingerprint` is the
 * method, URL and a hash of the body, so the same key with another request is
 * refused. `status_code` is null while the first request still runs; then
 * `owner` names the claim (a token per claim) and `expires_at` is its lease,
 * which the running request keeps renewing (server/plugins/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    slot: text('slot').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    owner: text('owner'),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    payloadBase64: text('payload_base64'),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/** Uploaded files (appointment attachments); bytes base64 so PGlite and PostgreSQL share one column type. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** What the file belongs to, e.g. 'appointment-request'. */
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
    /** The safe download name, unique per owner. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    dataBase64: text('data_base64').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('stored_files_owner_idx').on(t.tenantId, t.ownerKind, t.ownerId)],
);

/** Secrets the server makes itself once (e.g. the XSRF signing key), shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: tz('created_at').notNull(),
});
