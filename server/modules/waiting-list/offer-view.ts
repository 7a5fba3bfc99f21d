import type { WaitingListOffer } from '../../../src/lib/api/contract/waiting-list';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { Auth, Deps } from '../../types';
import { namesOf } from '../appointments';
import { openOffersOf, type OfferWithRecords } from './offer-queries';
import { sessionTime } from './session-time';

type Names = { facilityName: string; doctorName: string | null; packageName: string | null };

/** An offer as the patient reads it; an open offer whose hold ran out reads as expired before the job closes it. */
export function offerOf(
  row: Pick<OfferWithRecords, 'offer' | 'slot'> & {
    request: Pick<OfferWithRecords['request'], 'referenceNo' | 'requestType'>;
  },
  names: Names,
  timeZone: string,
  now: Date,
): WaitingListOffer {
  const { offer, request, slot } = row;
  const lapsed = offer.status === 'offered' && offer.heldUntil <= now;
  return {
    offerId: offer.id,
    status: lapsed ? 'expired' : offer.status,
    referenceNo: request.referenceNo,
    requestType: request.requestType,
    unitId: offer.unitId,
    session: sessionTime(slot, timeZone),
    ...names,
    heldUntil: offer.heldUntil.toISOString(),
    offeredAt: offer.offeredAt.toISOString(),
  };
}

/** An offer with the names the patient reads it with (doctor, package in their language, facility). */
export async function offerView(
  deps: Pick<Deps, 'db' | 'now'>,
  auth: Auth,
  row: OfferWithRecords,
  locale: SupportedLocale,
): Promise<WaitingListOffer> {
  const names = await namesOf(deps.db, row.request, locale);
  return offerOf(row, names, auth.tenant.timeZone, deps.now());
}

/** The patient's offers still open, of one request (case details) or all (the portal's notice). */
export async function openOffersView(
  deps: Pick<Deps, 'db' | 'now'>,
  auth: Auth,
  locale: SupportedLocale,
  requestId?: string,
): Promise<WaitingListOffer[]> {
  const rows = await openOffersOf(deps.db, auth, deps.now(), requestId);
  return Promise.all(rows.map((row) => offerView(deps, auth, row, locale)));
}
