import type { Deps } from '../../types';
import type { JobDefinition } from './queue';

/** Work a periodic job does: everything due at `now` (injected, so tests need no clock). */
export type PeriodicWork = (deps: Deps, now: Date) => Promise<unknown>;

/**
 * A job the queue sends itself on a cron schedule (UTC) and runs on one instance per occurrence.
 * Register it in server/app-jobs.ts, e.g.
 * `periodicJob('waiting-list-offers', '* * * * *', expireWaitingListOffers)`.
 */
export function periodicJob(name: string, cron: string, work: PeriodicWork): (deps: Deps) => JobDefinition {
  return (deps) => ({ name, cron, run: async () => void (await work(deps, deps.now())) });
}
