import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { pafPaths, payorsResponseSchema } from '@/lib/api/contract/pre-authorisation/paf';

export const getPayors = (userId: string) => request(payorsResponseSchema.shape.data, { url: pafPaths.payors(userId) });

export const getPayorsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['paf', 'payors', userId] as const,
    queryFn: () => getPayors(userId),
    staleTime: 5 * 60_000,
  });

/** Payors the signed-in specialist can file a case with. */
export const usePayors = (userId: string) => useQuery(getPayorsQueryOptions(userId));
