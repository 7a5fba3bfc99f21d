import { isApiError } from '@/lib/api/api-error';
import { refusalMessageKey } from '@/lib/api/error-message';

/** What the login form says after a failed call: a coded refusal, the server's own words, or one of ours. */
export type LoginFailure =
  | { kind: 'server'; text: string }
  | { kind: 'reason'; coded: NonNullable<ReturnType<typeof refusalMessageKey>> }
  | { kind: 'key'; key: 'login.errors.connection' | 'login.errors.generic' };

/**
 * docs/product/auth.md#login-errors: the server's refusal (wrong password, 429's wait) in the page's language
 * when it sent a code, else its text; no response at all is 'Error connecting to server!'; anything else 'Error!'.
 */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'key', key: 'login.errors.generic' };
  if (error.kind === 'network') return { kind: 'key', key: 'login.errors.connection' };
  const coded = refusalMessageKey(error);
  if (coded) return { kind: 'reason', coded };
  if (error.kind === 'http' && error.message) return { kind: 'server', text: error.message };
  return { kind: 'key', key: 'login.errors.generic' };
}
