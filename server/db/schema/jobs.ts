/**
 * What the job queue's workers have done, kept so a retried or repeated job never does it twice
 * (issue 19). The queue itself is pg-boss, which creates and migrates its own `pgboss` schema.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appointmentRequests } from './domain';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per mail a notification job handed to the transport: a retry of the job skips these. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    jobId: text('job_id').notNull(),
    recipient: text('recipient').notNull(),
    sentAt: tz('sent_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.recipient] })],
);

/**
 * One row per reminder queued: an appointment moved to another time gets a new one, the same
 * appointment never two (whichever instance's periodic job sees it first inserts the row).
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => appointmentRequests.id, { onDelete: 'cascade' }),
    startsAt: tz('starts_at').notNull(),
    queuedAt: tz('queued_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.startsAt] })],
);

/**
 * One row per mail handed to the transport, by recipient, for the per-recipient limit
 * (server/lib/notifications/recipient-limit.ts). Only a hash of the address is kept; rows older than a
 * day are deleted as new ones are written.
 */
export const mailRecipientSends = pgTable(
  'mail_recipient_sends',
  {
    recipientHash: text('recipient_hash').notNull(),
    sentAt: tz('sent_at').notNull(),
  },
  (t) => [index('mail_recipient_sends_idx').on(t.recipientHash, t.sentAt)],
);
