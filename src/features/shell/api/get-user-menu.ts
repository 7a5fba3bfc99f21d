import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { userMenuPath, userMenuResponseSchema } from '@/lib/api/contract/shell';

const userMenuSchema = userMenuResponseSchema.shape.data;

/** GET user/menu: the Settings menu as [title, url] pairs. */
export const getUserMenu = () => request(userMenuSchema, { url: userMenuPath });

export const getUserMenuQueryOptions = () =>
  queryOptions({ queryKey: ['shell', 'user-menu'] as const, queryFn: getUserMenu, staleTime: Infinity });

/** The top bar's Settings menu items. */
export const useUserMenu = () => useQuery(getUserMenuQueryOptions());
