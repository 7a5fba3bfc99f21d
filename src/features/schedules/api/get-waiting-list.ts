import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { waitingListPaths, waitingListResponseSchema } from '@/lib/api/contract/waiting-list';
import type { SummaryKind } from './get-booking-summary';

const schema = waitingListResponseSchema.shape.data;

/** GET provider/{providerId}/booking/waiting-list, or its health-screening twin. */
export const getWaitingList = (providerId: string, kind: SummaryKind) =>
  request(schema, {
    url: kind === 'clinic' ? waitingListPaths.clinic(providerId) : waitingListPaths.healthScreening(providerId),
  });

/** Every waiting-list query starts with this key: status changes (a cancel frees a place) invalidate it. */
export const waitingListBaseKey = ['schedules', 'waiting-list'] as const;

export const getWaitingListQueryOptions = (providerId: string, kind: SummaryKind) =>
  queryOptions({
    queryKey: [...waitingListBaseKey, kind, providerId] as const,
    queryFn: () => getWaitingList(providerId, kind),
    retry: false,
  });

/** Future sessions of the provider that have patients waiting, soonest first. */
export const useWaitingList = (providerId: string, kind: SummaryKind) =>
  useQuery(getWaitingListQueryOptions(providerId, kind));
