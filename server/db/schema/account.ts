import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../types';
import { tenants, users } from './core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The address fields of a profile item (the e-mail and number kinds use `value`). */
export interface StoredAddress {
  street: string;
  block: string;
  postalCode: string;
  buildingName: string;
  level: string;
  number: string;
  country: string;
  region: string;
  city: string;
}

/**
 * My Account e-mails, contact numbers and addresses. At most one preferred
 * item per user and kind is enforced by a partial unique index; the routes
 * keep it at exactly one whenever the kind has items.
 */
export const profileItems = pgTable(
  'profile_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'email' | 'contact_number' | 'address' */
    kind: text('kind').notNull(),
    /** E-mail (lower-case) or E.164 number; '' for addresses. */
    value: text('value').notNull().default(''),
    address: jsonb('address').$type<StoredAddress>(),
    preferred: boolean('preferred').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_items_user_idx').on(t.userId, t.kind),
    uniqueIndex('profile_items_one_preferred_uq')
      .on(t.userId, t.kind)
      .where(sql`preferred`),
  ],
);

/**
 * Password reset codes. Only a salted scrypt hash of the code is stored; a
 * code is bound to one tenant + e-mail, lives ≤ 10 minutes, allows a few
 * attempts and is spent (`closedAt`) by success, by the last failed attempt,
 * or by a newer code.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    /** Null for an address with no account: its code is never sent and never redeems, but it paces resends alike. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** 'reset' (forgot password) or 'verify-email' (sign-up): a code only works for what it was sent for. */
    purpose: text('purpose').notNull().default('reset'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_codes_account_idx').on(t.tenantId, t.email, t.createdAt)],
);

/** The short-lived right to set a new password, won by a correct code; SHA-256 of the cookie value. */
export const passwordResetGrants = pgTable('password_reset_grants', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** What the development mail transport "sent" (never used in production). */
export const devMailbox = pgTable('dev_mailbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /**
   * The html part, when the mail has one (the notification mails do); shown sandboxed on the mailbox page
   * (docs/decisions/0056-job-queue-mail-delivery-and-reminders.md).
   */
  html: text('html'),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
