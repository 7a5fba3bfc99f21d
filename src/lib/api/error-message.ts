import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';
import { isErrorReason, type ErrorReason } from './contract/error-reasons';

/** Keys in the common namespace for failures the user can act on (wait, retry, check the connection). */
export type ApiErrorMessageKey =
  | 'apiErrors.timeout'
  | 'apiErrors.unavailable'
  | 'apiErrors.offline'
  | 'apiErrors.malformed'
  | 'apiErrors.server'
  | 'apiErrors.unexpected';

/**
 * Why a call failed, in the user's terms, for the causes every page shares.
 * null where the page's own message (or the server's) already says it all:
 * a 4xx with the server's text, a lost session (we are leaving for login).
 */
export function apiErrorMessageKey(error: unknown): ApiErrorMessageKey | null {
  if (!isApiError(error)) return null;
  switch (error.kind) {
    case 'network':
      if (error.detail === 'timeout') return 'apiErrors.timeout';
      return error.detail === 'malformed' ? 'apiErrors.malformed' : 'apiErrors.offline';
    case 'http':
      if (error.status === 503) return 'apiErrors.unavailable';
      return error.status >= 500 ? 'apiErrors.server' : null;
    case 'schema':
      return 'apiErrors.unexpected';
    case 'session':
      return null;
  }
}

/** Worth offering "Try again": no answer, a broken one, or a server fault. */
export function isRetryableApiError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
}

/** Returns `(error) => text | null`: the shared cause of a failed call, translated. */
export function useApiErrorCause(): (error: unknown) => string | null {
  const { t } = useTranslation('common');
  return (error) => {
    const key = apiErrorMessageKey(error);
    return key ? t(key) : null;
  };
}

/** A coded refusal as a common-namespace key with its values; null when the server sent no code we know. */
export function refusalMessageKey(
  error: unknown,
): { key: `reasons.${ErrorReason}`; values: { seconds: number; minutes: number } } | null {
  if (!isApiError(error) || error.kind !== 'http' || !isErrorReason(error.reason)) return null;
  const seconds = error.retryAfterSeconds ?? 0;
  return { key: `reasons.${error.reason}`, values: { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) } };
}

/** Returns `(error) => text | null`: a refusal the server coded, in the user's language; null for anything else. */
export function useRefusalMessage(): (error: unknown) => string | null {
  const { t } = useTranslation('common');
  return (error) => {
    const coded = refusalMessageKey(error);
    return coded ? t(coded.key, coded.values) : null;
  };
}
