import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { pendingLinkPath, pendingLinkResponseSchema } from '@/lib/api/contract/patient-inbox/inbox';

const schema = pendingLinkResponseSchema.shape.data;

/** GET {api}/opd/pending/link: the form of an incomplete request, if any. */
export const getPendingLink = () => request(schema, { url: pendingLinkPath });

export const getPendingLinkQueryOptions = () =>
  queryOptions({ queryKey: ['patient-inbox', 'pending-link'] as const, queryFn: getPendingLink });

/** Drives the incomplete-request banner. */
export const usePendingLink = () => useQuery(getPendingLinkQueryOptions());
