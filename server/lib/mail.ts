import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { devMailbox } from '../db/schema/account';
import type { Mailer } from '../types';

type Message = Parameters<Mailer['send']>[0];

/** Development transport: keeps every message in `dev_mailbox` (shown at /dev/mailbox) and logs its subject. */
export function devMailboxMailer(db: Db, log: FastifyBaseLogger, now: () => Date = () => new Date()): Mailer {
  return {
    send: async (message: Message) => {
      await db.insert(devMailbox).values({ ...message, sentAt: now() });
      // The address and the text (a reset code) stay out of the log; /dev/mailbox shows them.
      log.info(`development mail stored: ${message.subject}`);
    },
  };
}

/**
 * SMTP transport (nodemailer), loaded only when configured. SMTP_URL
 * (smtps://user:pass@host:465) or SMTP_HOST, SMTP_PORT (587), SMTP_SECURE=1,
 * SMTP_USER, SMTP_PASSWORD; MAIL_FROM is the sender.
 */
export function smtpMailer(env: NodeJS.ProcessEnv): Mailer {
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(
      env.SMTP_URL ?? {
        host: env.SMTP_HOST,
        port: Number(env.SMTP_PORT ?? 587),
        secure: env.SMTP_SECURE === '1',
        requireTLS: env.SMTP_SECURE !== '1',
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
      },
    ),
  );
  const from = env.MAIL_FROM ?? 'AVA Portal <no-reply@localhost>';
  return {
    send: async (message: Message) => {
      await (await transport).sendMail({ from, ...message });
    },
  };
}

/**
 * The default transport: SMTP when configured; otherwise the development
 * mailbox, except in production, where mail without SMTP is an error (a
 * reset code must never end up only in a log there).
 */
export function mailerFromEnv(db: Db, log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): Mailer {
  if (env.SMTP_URL || env.SMTP_HOST) return smtpMailer(env);
  if (env.NODE_ENV === 'production') {
    return {
      send: () => {
        log.error('mail not sent: set SMTP_URL or SMTP_HOST');
        return Promise.reject(new Error('no mail transport configured'));
      },
    };
  }
  return devMailboxMailer(db, log);
}

/** The development mailbox exists only outside production. */
export const devMailboxEnabled = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV !== 'production';
