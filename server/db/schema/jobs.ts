/**
 * What the job queue's workers have done, kept so a retried or repeated job never does it twice
 * (docs/decisions/0056-job-queue-mail-delivery-and-reminders.md). The queue itself is pg-boss, which creates and
 * migrates its own `pgboss` schema.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appointmentRequests } from './domain';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per mail of a notification job, written and committed before the mail goes to SMTP
 * ('sending', by the job's attempt `attempt`) and marked 'sent' once SMTP accepted it. A retry skips
 * 'sent' rows; a 'sending' row left by an earlier attempt (its instance died mid-send, or SMTP failed)
 * is sent again under the same Message-ID (server/modules/notifications/delivery.ts).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    jobId: text('job_id').notNull(),
    recipient: text('recipient').notNull(),
    /** 'sending' | 'sent'. Rows from before the column existed were all sent. */
    state: text('state').notNull().default('sent'),
    /** The pg-boss attempt (retryCount) that claimed the mail last. */
    attempt: integer('attempt').notNull().default(0),
    /** When SMTP accepted it; null while 'sending'. */
    sentAt: tz('sent_at'),
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
 * (server/modules/notifications/recipient-limit.ts). Only a hash of the address is kept; rows older than a
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
