import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailRecipientSends } from '../../db/schema/jobs';

/** First key of the advisory lock; login-guard.ts uses 7301 and 7302. */
const lockSpace = 7303;

const hour = 3_600_000;
const day = 24 * hour;

/**
 * Counts a mail against its recipient, or answers false when the recipient already had `perHour` mails in the
 * last hour or `perDay` in the last day. Sends to one recipient take turns under an advisory lock, so two
 * workers cannot both take the last allowance.
 */
export function claimRecipientSend(
  db: Db,
  recipientHash: string,
  now: Date,
  limits: { perHour: number; perDay: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockSpace}::int, hashtext(${recipientHash}))`);
    const ofRecipient = eq(mailRecipientSends.recipientHash, recipientHash);
    await tx
      .delete(mailRecipientSends)
      .where(and(ofRecipient, lt(mailRecipientSends.sentAt, new Date(now.getTime() - day))));
    const [inDay] = await tx.select({ n: count() }).from(mailRecipientSends).where(ofRecipient);
    const [inHour] = await tx
      .select({ n: count() })
      .from(mailRecipientSends)
      .where(and(ofRecipient, gt(mailRecipientSends.sentAt, new Date(now.getTime() - hour))));
    if ((inDay?.n ?? 0) >= limits.perDay || (inHour?.n ?? 0) >= limits.perHour) return false;
    await tx.insert(mailRecipientSends).values({ recipientHash, sentAt: now });
    return true;
  });
}
