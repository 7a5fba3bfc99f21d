import { isApiError } from './api-error';

/**
 * TanStack Query retry: once, and only when trying again can help — no
 * answer, or a server fault (5xx). A 4xx, a lost session or a bad answer
 * would fail the same way twice.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
}

/**
 * TanStack Query throwOnError: an answer that fails its schema means the
 * page cannot be trusted to render, so it goes to the route's error boundary
 * (message and a way back) rather than a page half-drawn from bad data.
 */
export function shouldThrowQueryError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'schema';
}
