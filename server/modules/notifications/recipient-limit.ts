import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../types';
import { sha256 } from '../../lib/secrets';
import { claimRecipientSend } from './recipient-limit-queries';

/**
 * Mails one address may receive from the portal, whatever sends them (codes, notifications): enough for a
 * busy week of appointments, too few to make the portal a spam relay for text someone else controls.
 */
export const recipientLimits = { perHour: 10, perDay: 30 } as const;

/** The same address however it was typed; only this hash is stored. */
const recipientKey = (to: string) => sha256(to.trim().toLowerCase());

/**
 * Wraps the transport so every mail counts against its recipient's limits (kept in PostgreSQL, shared by every
 * instance). A mail over a limit is dropped and logged without its address or text; the caller carries on as if
 * it was sent, so a job is not retried into the same wall.
 */
export function limitPerRecipient(db: Db, log: FastifyBaseLogger, mailer: Mailer, now: () => Date): Mailer {
  return {
    send: async (message) => {
      if (!(await claimRecipientSend(db, recipientKey(message.to), now(), recipientLimits))) {
        log.warn(
          `mail dropped: its recipient reached the limit of ${recipientLimits.perHour} mails an hour or ${recipientLimits.perDay} a day`,
        );
        return;
      }
      await mailer.send(message);
    },
  };
}

/**
 * Counts a mail an address would have got, without sending one: forgot password for an unknown address does
 * what a known one's does, down to this count, so neither the answer's timing nor its statements tell them apart.
 */
export async function countWithoutSending(db: Db, to: string, now: Date): Promise<void> {
  await claimRecipientSend(db, recipientKey(to), now, recipientLimits);
}
