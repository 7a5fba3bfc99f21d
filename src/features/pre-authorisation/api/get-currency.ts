import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { currencyResponseSchema, pafPaths } from '@/lib/api/contract/pre-authorisation/paf';

export const getCurrency = (clientId: string) =>
  request(currencyResponseSchema.shape.data, { url: pafPaths.currency(clientId) });

export const getCurrencyQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['paf', 'currency', clientId] as const,
    queryFn: () => getCurrency(clientId),
    staleTime: Infinity,
  });

/** The payor's currency, daily attendance rate and tax. */
export const useCurrency = (clientId: string) => useQuery(getCurrencyQueryOptions(clientId));
