import { notificationJob, type NotificationRenderer, reminderJob } from './modules/notifications';
import { expireWaitingListOffers } from './modules/waiting-list';
import type { Deps } from './types';
import { periodicJob } from './lib/jobs/periodic';
import type { JobDefinition } from './lib/jobs/queue';

/**
 * A waiting-list hold that has run out passes the place to the next patient waiting. Checked every
 * minute: a hold is two hours by default, so a minute late is a small share of it.
 */
const waitingListOffersJob = periodicJob('waiting-list-offers', '* * * * *', expireWaitingListOffers);

/** Every kind of background work the app runs; add a periodic one here (see periodicJob). */
export function appJobs(deps: Deps, options: { render?: NotificationRenderer } = {}): JobDefinition[] {
  return [notificationJob(deps, options.render) as JobDefinition, reminderJob(deps), waitingListOffersJob(deps)];
}
