import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationDeliveries } from '../../db/schema/jobs';

/** The recipients a notification job has already mailed, SMTP having accepted the mail (an earlier attempt). */
export async function selectSentRecipients(db: Db, jobId: string): Promise<Set<string>> {
  const rows = await db
    .select({ recipient: notificationDeliveries.recipient })
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.jobId, jobId), eq(notificationDeliveries.state, 'sent')));
  return new Set(rows.map((r) => r.recipient));
}

/**
 * Claims one mail of the job for this attempt, committed before the mail goes to SMTP: a new row, or
 * a 'sending' row an earlier attempt left (its instance died or SMTP failed before 'sent'). Nothing
 * is claimed when the mail was sent, or when a later attempt holds it (this attempt was given up on).
 */
export async function claimDelivery(db: Db, jobId: string, recipient: string, attempt: number): Promise<boolean> {
  const t = notificationDeliveries;
  const rows = await db
    .insert(t)
    .values({ jobId, recipient, state: 'sending', attempt, sentAt: null })
    .onConflictDoUpdate({
      target: [t.jobId, t.recipient],
      set: { attempt: sql`excluded.attempt` },
      setWhere: sql`${t.state} = 'sending' and ${t.attempt} < excluded.attempt`,
    })
    .returning({ jobId: t.jobId });
  return rows.length > 0;
}

/** SMTP accepted the mail: a later attempt of the job skips it. */
export async function markDeliverySent(
  db: Db,
  jobId: string,
  recipient: string,
  attempt: number,
  sentAt: Date,
): Promise<void> {
  const t = notificationDeliveries;
  await db
    .update(t)
    .set({ state: 'sent', sentAt })
    .where(and(eq(t.jobId, jobId), eq(t.recipient, recipient), eq(t.attempt, attempt)));
}
