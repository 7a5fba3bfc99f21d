import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { clientConfigResponseSchema, pafPaths } from '@/lib/api/contract/pre-authorisation/paf';

export const getClientConfig = (clientId: string) =>
  request(clientConfigResponseSchema.shape.data, { url: pafPaths.clientConfig(clientId) });

export const getClientConfigQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['paf', 'client-config', clientId] as const,
    queryFn: () => getClientConfig(clientId),
    staleTime: Infinity,
  });

/** The payor's PAF settings (referral date-time rule, document types). */
export const useClientConfig = (clientId: string) => useQuery(getClientConfigQueryOptions(clientId));
