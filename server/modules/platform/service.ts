import type { ErrorReportRequest, HealthResponse } from '../../../src/lib/api/contract/platform';
import { jobCounts } from '../../lib/jobs/queue';
import type { Auth, Deps } from '../../types';
import { insertErrorReport } from './queries';

/** Keeps the path only: a query string may carry a login token. */
const pathOnly = (url: string) => url.split(/[?#]/)[0] ?? '';

/** Stores a client error report, tied to the session when there is one; returns its id. */
export async function recordErrorReport(deps: Deps, auth: Auth | null | undefined, body: ErrorReportRequest) {
  const id = await insertErrorReport(deps.db, {
    tenantId: auth?.tenantId ?? null,
    userId: auth?.userId ?? null,
    message: body.message,
    stack: body.stack ?? null,
    url: pathOnly(body.url),
    clientAt: body.at,
    receivedAt: deps.now(),
  });
  return String(id ?? '');
}

/** Healthy when the database answers; the job counts come from the same query path (pg-boss's table). */
export async function checkHealth(deps: Deps): Promise<HealthResponse> {
  try {
    const jobs = await jobCounts(deps.db);
    return { status: 'ok', database: 'ok', jobs };
  } catch {
    return { status: 'unavailable', database: 'unreachable', jobs: null };
  }
}
