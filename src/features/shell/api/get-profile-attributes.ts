import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { profileAttributesPath, profileAttributesResponseSchema } from '@/lib/api/contract/shell';

const attributesSchema = profileAttributesResponseSchema.shape.data;

/** GET user/profile/{userId}/attributes: first and last name. */
export const getProfileAttributes = (userId: string) =>
  request(attributesSchema, { url: profileAttributesPath(userId) });

export const getProfileAttributesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['shell', 'profile-attributes', userId] as const,
    queryFn: () => getProfileAttributes(userId),
  });

/** The signed-in user's name for the top bar. */
export const useProfileAttributes = (userId: string) =>
  useQuery({ ...getProfileAttributesQueryOptions(userId), enabled: userId !== '' });
