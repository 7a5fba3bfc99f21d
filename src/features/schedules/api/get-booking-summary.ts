import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  bookingSummaryResponseSchema,
  healthScreeningSummaryPath,
  providerBookingPath,
} from '@/lib/api/contract/schedules/staff-schedule';

const schema = bookingSummaryResponseSchema.shape.data;

/** Which summary: doctors × locations (clinic) or all screening locations. */
export type SummaryKind = 'clinic' | 'healthscreening';

/** GET provider/{providerId}/booking, or its health-screening twin. */
export const getBookingSummary = (providerId: string, kind: SummaryKind) =>
  request(schema, {
    url: kind === 'clinic' ? providerBookingPath(providerId) : healthScreeningSummaryPath(providerId),
  });

export const getBookingSummaryQueryOptions = (providerId: string, kind: SummaryKind) =>
  queryOptions({
    queryKey: ['schedules', 'summary', kind, providerId] as const,
    queryFn: () => getBookingSummary(providerId, kind),
    retry: false,
  });

/** The provider's resources, units and per-day summary. */
export const useBookingSummary = (providerId: string, kind: SummaryKind) =>
  useQuery(getBookingSummaryQueryOptions(providerId, kind));
