import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { linkSchema, logoutPath } from '@/lib/api/contract/auth';
import { isSafeAppPath } from '@/lib/api/contract/safe-redirect';

/** POST the menu's 'Log out' url (fallback access/logout); the server clears the session cookies. */
export function logout(url: string = logoutPath) {
  // Only our own API may be posted to, whatever the menu says.
  const target = url.startsWith('/api/') ? url : logoutPath;
  return request(linkSchema, { url: target, method: 'post', isPublic: true });
}

/**
 * Logs out, forgets every cached answer, and replaces the page with the login
 * route so Back cannot return to a page built from this session's data. Shared:
 * the shell's menu logs out, and so does Login Now after a password change.
 */
export function useLogout(loginPath: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url?: string) => logout(url),
    onSettled: (data) => {
      queryClient.clear();
      window.location.replace(isSafeAppPath(data?.link) ? data.link : loginPath);
    },
  });
}
