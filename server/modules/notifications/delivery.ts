import { createHash } from 'node:crypto';
import { mailOrganizerAddress } from '../../config';
import type { JobDefinition, JobRun } from '../../lib/jobs/queue';
import type { Deps } from '../../types';
import { claimDelivery, markDeliverySent, selectSentRecipients } from './delivery-queries';
import { notificationJobName, type NotificationJobData } from './notify';
import { renderNotification } from './render';

/** Writes an event's mails; the worker takes it as a parameter so tests can pass their own. */
export type NotificationRenderer = typeof renderNotification;

type DeliveryDeps = Pick<Deps, 'db' | 'tenants' | 'now' | 'mailer'>;

/** An attempt that finds its mail claimed by a later attempt of the same job: the queue gave up on this one. */
export class DeliverySupersededError extends Error {
  override name = 'DeliverySupersededError';
}

/**
 * The Message-ID of a job's mail to one recipient: the same on every attempt, so a mail sent again
 * after a crash is a recognisable duplicate (mail clients and many servers show one copy).
 */
export function deliveryMessageId(jobId: string, recipient: string, domain = mailDomain()): string {
  const key = createHash('sha256').update(`${jobId}\n${recipient}`).digest('hex').slice(0, 32);
  return `<notification.${key}@${domain}>`;
}

const mailDomain = () => mailOrganizerAddress().split('@').at(-1) ?? 'localhost';

/**
 * Sends one notification job's mails, at least once each. Before a mail goes to SMTP its delivery
 * row is committed as 'sending' (the job's id and the recipient are its idempotency key); once SMTP
 * accepts it the row becomes 'sent'. A later attempt (a failed send, an instance killed mid-send)
 * skips 'sent' mails and sends the 'sending' ones again under the same Message-ID: a crash between
 * SMTP's acceptance and the 'sent' commit is the one case that mails someone twice, recognisably.
 */
export async function deliverNotification(
  deps: DeliveryDeps,
  render: NotificationRenderer,
  run: JobRun,
  data: NotificationJobData,
): Promise<void> {
  const mails = await render(deps, data.tenantId, data.event);
  const sent = await selectSentRecipients(deps.db, run.id);
  for (const mail of mails) {
    // One mail per recipient and event: the recipient is the delivery's key.
    if (sent.has(mail.to)) continue;
    sent.add(mail.to);
    if (!(await claimDelivery(deps.db, run.id, mail.to, run.attempt))) {
      throw new DeliverySupersededError(`notification job ${run.id}: a later attempt holds its mails`);
    }
    // A throw here fails the job: pg-boss retries it later, and the mails recorded 'sent' stay sent.
    await deps.mailer.send({ ...mail, messageId: deliveryMessageId(run.id, mail.to) });
    await markDeliverySent(deps.db, run.id, mail.to, run.attempt, deps.now());
  }
}

/** The notification worker as a job definition (server/app-jobs.ts starts it with the app). */
export function notificationJob(
  deps: DeliveryDeps,
  render: NotificationRenderer = renderNotification,
): JobDefinition<NotificationJobData> {
  return { name: notificationJobName, run: (data, job) => deliverNotification(deps, render, job, data) };
}
