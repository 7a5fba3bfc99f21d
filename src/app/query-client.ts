import { QueryClient } from '@tanstack/react-query';
import { shouldRetryQuery, shouldThrowQueryError } from '@/lib/api/retry-policy';

/** The portal's query cache: made before the first render, so the first page's queries can start before it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        throwOnError: shouldThrowQueryError,
        refetchOnWindowFocus: false,
      },
    },
  });
}
