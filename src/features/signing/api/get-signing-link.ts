import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { signingPaths, signingSummaryResponseSchema } from '@/lib/api/contract/signing';

export const getSigningLink = (token: string) =>
  request(signingSummaryResponseSchema.shape.data, { url: signingPaths.link(token), isPublic: true });

export const getSigningLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['signing', token] as const,
    queryFn: () => getSigningLink(token),
    retry: false,
    staleTime: Infinity,
  });

/** What the signer is asked to sign; fails once the link is used or expired. */
export const useSigningLink = (token: string) => useQuery(getSigningLinkQueryOptions(token));
