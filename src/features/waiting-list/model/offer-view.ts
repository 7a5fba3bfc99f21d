import {
  offerRefusalReason,
  offerRefusals,
  type OfferRefusal,
  type OfferStatus,
} from '@/lib/api/contract/waiting-list';

/** What the offer page shows: the choice, or what became of the offer. */
export type OfferView = 'open' | 'accepted' | 'declined' | 'expired' | 'withdrawn';

/**
 * The page's view of an offer at `now`: an offer whose hold has run out reads as expired even
 * before the server's sweep marks it, so nobody is shown buttons that can only be refused.
 */
export function offerView(status: OfferStatus, heldUntil: string, now: Date): OfferView {
  if (status === 'offered') return Date.parse(heldUntil) > now.getTime() ? 'open' : 'expired';
  return status;
}

/** waiting-list namespace key of each refusal the server answers an accept or decline with. */
export const offerRefusalKeys: Record<OfferRefusal, `errors.${OfferRefusal}`> = {
  expired: 'errors.expired',
  closed: 'errors.closed',
};

/** The message key for a refusal the server answered with, or null for any other failure. */
export function offerRefusalKeyOf(reason: string | undefined): (typeof offerRefusalKeys)[OfferRefusal] | null {
  const refusal = offerRefusals.find((r) => offerRefusalReason(r) === reason);
  return refusal ? offerRefusalKeys[refusal] : null;
}
