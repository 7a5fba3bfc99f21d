import type { FastifyBaseLogger } from 'fastify';
import { isDemoAddress } from '../config';
import type { Db } from '../db/client';
import { devMailbox } from '../db/schema/account';
import type { Mailer, MailMessage as Message } from '../types';

/** Development transport: keeps each message in `dev_mailbox` (shown at /dev/mailbox in demo mode) and logs its subject. */
export function devMailboxMailer(db: Db, log: FastifyBaseLogger, now: () => Date = () => new Date()): Mailer {
  return {
    send: async (message: Message) => {
      await db.insert(devMailbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
        sentAt: now(),
      });
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
  // A stalled SMTP server fails the send within about a minute (nodemailer waits 10 min by default),
  // well before the job queue would retry the job beside it (server/lib/jobs/queue.ts, 5 min).
  const timeouts = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(
      env.SMTP_URL
        ? { url: env.SMTP_URL, ...timeouts }
        : {
            host: env.SMTP_HOST,
            port: Number(env.SMTP_PORT ?? 587),
            secure: env.SMTP_SECURE === '1',
            requireTLS: env.SMTP_SECURE !== '1',
            auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
            ...timeouts,
          },
    ),
  );
  const from = env.MAIL_FROM ?? 'AVA Portal <no-reply@localhost>';
  return {
    // Nodemailer writes multipart/alternative (text + html) and multipart/mixed around the attachments.
    send: async (message: Message) => {
      await (await transport).sendMail({ from, ...message });
    },
  };
}

/**
 * No transport configured: the message is dropped and only its subject is
 * logged (never the address or the text, which holds a reset code). The
 * caller answers as usual, so nothing about the account leaks.
 */
export function undeliveredMailer(log: FastifyBaseLogger): Mailer {
  return {
    send: (message: Message) => {
      log.warn(`mail not delivered (set SMTP_URL or SMTP_HOST): ${message.subject}`);
      return Promise.resolve();
    },
  };
}

/**
 * Demo mode: mail to demo addresses (`*.demo`) goes to the development
 * mailbox, anyone else's to the real transport, so the public mailbox never
 * shows a code meant for a real person.
 */
export function demoMailer(mailbox: Mailer, real: Mailer): Mailer {
  return { send: (message: Message) => (isDemoAddress(message.to) ? mailbox : real).send(message) };
}

/**
 * The default transport: SMTP when configured, else undelivered (logged). In
 * demo mode, mail to demo addresses goes to the development mailbox instead.
 */
export function mailerFromEnv(
  db: Db,
  log: FastifyBaseLogger,
  options: { demo: boolean; env?: NodeJS.ProcessEnv },
): Mailer {
  const env = options.env ?? process.env;
  const real = env.SMTP_URL || env.SMTP_HOST ? smtpMailer(env) : undeliveredMailer(log);
  return options.demo ? demoMailer(devMailboxMailer(db, log), real) : real;
}
