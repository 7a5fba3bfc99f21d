import type { RoutePrefetch } from '@/lib/api/route-prefetch';
import { readCookie } from '@/lib/auth/session-cookies';
import { shellUserId, sidebarServiceFor } from '../model/login-type';
import { getProfileAttributesQueryOptions } from './get-profile-attributes';
import { getSidebarQueryOptions } from './get-sidebar';
import { getUserMenuQueryOptions } from './get-user-menu';

/** The app shell's first queries (Settings menu, drawer, the user's name), under the keys the shell reads. */
export const prefetchShell: RoutePrefetch = ({ client, pathname, search, manifest }) => {
  const userId = shellUserId(readCookie('userId'), search);
  return Promise.all([
    client.prefetchQuery(getUserMenuQueryOptions()),
    client.prefetchQuery(getSidebarQueryOptions(sidebarServiceFor(pathname, manifest))),
    userId ? client.prefetchQuery(getProfileAttributesQueryOptions(userId)) : undefined,
  ]);
};
