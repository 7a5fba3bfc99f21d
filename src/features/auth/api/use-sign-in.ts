import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';

/*
 * The login page's only API call loads on demand: the API client (axios),
 * zod and the contract schemas stay out of the login route's first load
 * (docs/decisions/0011-bundle-budgets.md). The form preloads it on first focus or touch, so a
 * submit does not wait for it and the page load does not pay for it.
 */
// Offline, the chunk itself fails to load: say so as the form does for a call with no answer.
const loadSignIn = () =>
  import('./sign-in').catch(() => {
    throw new ApiError('network', 0, '');
  });

/** Starts fetching the login call's code; safe to call repeatedly. */
export function preloadSignIn(): void {
  loadSignIn().catch(() => undefined);
}

/**
 * Signs in; `signIn` resolves to the page to open next and rejects with the
 * API error. A plain pending flag rather than a query mutation keeps TanStack
 * Query's mutation code off the login route too.
 */
export function useSignIn() {
  const [isPending, setPending] = useState(false);
  const signIn = useCallback(async (credentials: { email: string; password: string; clientName: string }) => {
    setPending(true);
    try {
      return await (await loadSignIn()).signIn(credentials);
    } finally {
      setPending(false);
    }
  }, []);
  return { signIn, isPending };
}
