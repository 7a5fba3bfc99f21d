import { notificationJob, type NotificationRenderer } from '../notifications/delivery';
import { reminderJob } from '../notifications/reminders';
import type { Deps } from '../../types';
import type { JobDefinition } from './queue';

/** Every kind of background work the app runs; add a periodic one here (see periodicJob). */
export function appJobs(deps: Deps, options: { render?: NotificationRenderer } = {}): JobDefinition[] {
  return [notificationJob(deps, options.render) as JobDefinition, reminderJob(deps)];
}
