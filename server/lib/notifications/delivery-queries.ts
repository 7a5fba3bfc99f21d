import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationDeliveries } from '../../db/schema/jobs';

/** The recipients a notification job has already mailed (an earlier attempt of the same job). */
export async function selectDeliveredRecipients(db: Db, jobId: string): Promise<Set<string>> {
  const rows = await db
    .select({ recipient: notificationDeliveries.recipient })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.jobId, jobId));
  return new Set(rows.map((r) => r.recipient));
}

export async function insertDelivery(db: Db, jobId: string, recipient: string, sentAt: Date): Promise<void> {
  await db.insert(notificationDeliveries).values({ jobId, recipient, sentAt }).onConflictDoNothing();
}
