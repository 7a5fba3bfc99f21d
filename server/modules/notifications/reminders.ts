import type { Deps } from '../../types';
import { periodicJob } from '../../lib/jobs/periodic';
import { notify } from './notify';
import { claimReminder, selectDueReminders } from './reminder-queries';

/** How far ahead of an appointment its reminder goes out. */
export const reminderLeadMs = 24 * 60 * 60 * 1000;

/**
 * Queues one `appointment-reminder` for every scheduled appointment starting within the next 24
 * hours that has not had one. Claim and notify share a transaction, so a reminder is recorded
 * exactly when its mail job is queued; a rescheduled appointment (a new start) gets a new one.
 * Answers how many it queued.
 */
export async function sendDueReminders(deps: Pick<Deps, 'db'>, now: Date): Promise<number> {
  const due = await selectDueReminders(deps.db, now, new Date(now.getTime() + reminderLeadMs));
  let queued = 0;
  for (const reminder of due) {
    const claimed = await deps.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, reminder, now))) return false;
      await notify(tx, reminder.tenantId, { kind: 'appointment-reminder', requestId: reminder.requestId });
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}

/** Every five minutes, on one instance: an appointment booked less than a day ahead is reminded within minutes. */
export const reminderJob = periodicJob('appointment-reminders', '*/5 * * * *', sendDueReminders);
