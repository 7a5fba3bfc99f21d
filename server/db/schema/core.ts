import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One row per tenants/<id>/manifest.json (the manifest stays the source of truth). */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
  country: text('country').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Stored lower-case; unique per tenant, so one person may hold accounts at two clients. */
    email: text('email').notNull(),
    /** scrypt$N$r$p$salt$hash (node:crypto, per-user salt). */
    passwordHash: text('password_hash').notNull(),
    roleId: text('role_id').notNull(),
    /** 'pending' between sign-up and registration; only 'active' users can log in. */
    status: text('status').notNull().default('active'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender'),
    birthday: date('birthday', { mode: 'string' }),
    mobile: text('mobile'),
    /** Staff users work for a provider (clinic, agency, hospital, payor). */
    providerId: text('provider_id'),
    /**
     * The UI language the person last chose: their mails are written in it when the tenant offers it
     * (docs/decisions/0057-notification-mails-language-content-calendar.md).
     */
    preferredLocale: text('preferred_locale'),
    /**
     * When the person proved they read mail at `email` (the sign-up code). Null: no mail goes to the address and
     * the account cannot open requests. Operator-made and seeded accounts are verified when made (the default).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Random 32 bytes, base64url; also the `sid` cookie value. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use login tokens; only a SHA-256 of the token is stored. */
export const loginTokens = pgTable('login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Login attempts drive the per-account and per-address rate limits. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.tenantId, t.email, t.at),
    index('login_attempts_address_idx').on(t.address, t.at),
  ],
);

export const errorReports = pgTable('error_reports', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id'),
  userId: text('user_id'),
  message: text('message').notNull(),
  stack: text('stack'),
  /** Path only: query strings may carry tokens. */
  url: text('url').notNull(),
  clientAt: text('client_at').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** Ties the personal-profile step to the browser that did the sign-up step. */
export const signupDrafts = pgTable('signup_drafts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Free-form profile attributes (registration form version, date pattern, ...). */
export const userAttributes = pgTable(
  'user_attributes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);
