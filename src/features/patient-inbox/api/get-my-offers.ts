import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { myOffersResponseSchema, waitingListPaths } from '@/lib/api/contract/waiting-list';

const schema = myOffersResponseSchema.shape.data;

/** GET {api}/waiting-list/offers: the signed-in patient's open waiting-list offers, newest first. */
export const getMyOffers = () => request(schema, { url: waitingListPaths.myOffers });

export const getMyOffersQueryOptions = () =>
  queryOptions({ queryKey: ['patient-inbox', 'waiting-list-offers'] as const, queryFn: getMyOffers });

/** Drives the open-offer banner of My Inbox. */
export const useMyOffers = () => useQuery(getMyOffersQueryOptions());
