import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { waitingListOfferResponseSchema, waitingListPaths } from '@/lib/api/contract/waiting-list';

const schema = waitingListOfferResponseSchema.shape.data;

/** GET {api}/waiting-list/offer/{offerId}: the offer, whatever became of it. */
export const getOffer = (offerId: string) => request(schema, { url: waitingListPaths.offer(offerId) });

export const getOfferQueryOptions = (offerId: string) =>
  queryOptions({
    queryKey: ['waiting-list', 'offer', offerId] as const,
    queryFn: () => getOffer(offerId),
    retry: false,
  });

/** One waiting-list offer of the signed-in patient. */
export const useOffer = (offerId: string) => useQuery(getOfferQueryOptions(offerId));
