import type { Db } from '../../db/client';
import { enqueue } from '../../lib/jobs/queue';
import type { NotificationEvent } from './events';

/** The queue the notification worker (server/modules/notifications/delivery.ts) takes its jobs from. */
export const notificationJobName = 'notification';

/** What a notification job carries: who the event belongs to and the event; the mail is written when it runs. */
export interface NotificationJobData {
  tenantId: string;
  event: NotificationEvent;
}

/**
 * Queues an event's mails. Pass the drizzle transaction that changes the record: the job is a row
 * written by that same transaction (pg-boss's insert runs through it), so it exists exactly when the
 * change commits, and a rolled-back change leaves no job and sends no mail
 * (docs/decisions/0056-job-queue-mail-delivery-and-reminders.md). Called with the plain db, the job
 * is queued at once.
 */
export async function notify(db: Db, tenantId: string, event: NotificationEvent): Promise<void> {
  const data: NotificationJobData = { tenantId, event };
  await enqueue(db, notificationJobName, data);
}
