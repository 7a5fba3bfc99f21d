import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  acceptOfferResponseSchema,
  declineOfferResponseSchema,
  waitingListPaths,
} from '@/lib/api/contract/waiting-list';
import { getOfferQueryOptions } from './get-offer';

const acceptSchema = acceptOfferResponseSchema.shape.data;
const declineSchema = declineOfferResponseSchema.shape.data;

/** POST {api}/waiting-list/offer/{offerId}/accept: the held place becomes the patient's booking. */
export const acceptOffer = (offerId: string) =>
  request(acceptSchema, { method: 'POST', url: waitingListPaths.accept(offerId) });

/** POST {api}/waiting-list/offer/{offerId}/decline: the place goes to the next patient waiting. */
export const declineOffer = (offerId: string) =>
  request(declineSchema, { method: 'POST', url: waitingListPaths.decline(offerId) });

/** Accepts or declines; either way (a refusal too: expired, already answered) the offer is read again. */
export function useAnswerOffer(offerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      answer === 'accept' ? acceptOffer(offerId) : declineOffer(offerId).then(() => null),
    onSettled: () => client.invalidateQueries({ queryKey: getOfferQueryOptions(offerId).queryKey }),
  });
}
