import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { profilePath, profileSchema } from '@/lib/api/contract/account';

/** GET users/v1/user/profile. */
export function getProfile() {
  return request(profileSchema, { url: profilePath, method: 'get' });
}

/**
 * The profile query; every profile mutation invalidates this key. Shared: My
 * Account edits the profile, the appointment forms start from it.
 */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'profile'] as const, queryFn: getProfile });

/** The signed-in user's profile: personal information and contact items. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
