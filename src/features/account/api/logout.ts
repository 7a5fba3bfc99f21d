import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { linkSchema, logoutPath } from '@/lib/api/contract/auth';
import { isSafeAppPath } from '@/lib/api/contract/safe-redirect';

/** POST access/logout, then a full page load of the login page (no stale data survives). */
export async function logoutToLogin(fallback: string): Promise<void> {
  try {
    const { link } = await request(linkSchema, { url: logoutPath, method: 'post', isPublic: true });
    window.location.assign(isSafeAppPath(link) ? link : fallback);
  } catch {
    window.location.assign(fallback);
  }
}

/** Login Now after a password change: ends the session and opens the login page. */
export function useLogoutToLogin(fallback: string) {
  return useMutation({ mutationFn: () => logoutToLogin(fallback) });
}
