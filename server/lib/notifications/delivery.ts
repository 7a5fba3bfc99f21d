import type { JobDefinition } from '../jobs/queue';
import type { Deps } from '../../types';
import { insertDelivery, selectDeliveredRecipients } from './delivery-queries';
import { notificationJobName, type NotificationJobData } from './notify';
import { renderNotification } from './render';

/** Writes an event's mails; the worker takes it as a parameter so tests can pass their own. */
export type NotificationRenderer = typeof renderNotification;

type DeliveryDeps = Pick<Deps, 'db' | 'tenants' | 'now' | 'mailer'>;

/**
 * Sends one notification job's mails. Each mail handed to the transport is recorded against the
 * job and its recipient, so when the job runs again (a failed send, an instance that died midway)
 * the recipients already mailed are skipped and only the rest are sent.
 */
export async function deliverNotification(
  deps: DeliveryDeps,
  render: NotificationRenderer,
  jobId: string,
  data: NotificationJobData,
): Promise<void> {
  const mails = await render(deps, data.tenantId, data.event);
  const delivered = await selectDeliveredRecipients(deps.db, jobId);
  for (const mail of mails) {
    if (delivered.has(mail.to)) continue;
    // A throw here fails the job: pg-boss retries it later, and the mails recorded so far stay sent.
    await deps.mailer.send(mail);
    await insertDelivery(deps.db, jobId, mail.to, deps.now());
  }
}

/** The notification worker as a job definition (server/lib/jobs/app-jobs.ts starts it with the app). */
export function notificationJob(
  deps: DeliveryDeps,
  render: NotificationRenderer = renderNotification,
): JobDefinition<NotificationJobData> {
  return { name: notificationJobName, run: (data, job) => deliverNotification(deps, render, job.id, data) };
}
