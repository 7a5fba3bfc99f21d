import { isApiError } from '@/lib/api/api-error';

/** What the login form says after a failed call: the server's own words, or one of ours. */
export type LoginFailure =
  { kind: 'server'; text: string } | { kind: 'key'; key: 'login.errors.connection' | 'login.errors.generic' };

/**
 * docs/product/auth.md#login-errors: the server's error text (wrong password, 429's wait message);
 * no response at all is 'Error connecting to server!'; anything else 'Error!'.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'key', key: 'login.errors.generic' };
  if (error.kind === 'network') return { kind: 'key', key: 'login.errors.connection' };
  if (error.kind === 'http' && error.message) return { kind: 'server', text: error.message };
  return { kind: 'key', key: 'login.errors.generic' };
}
