import type { WaitingListOffer } from '../../../src/lib/api/contract/waiting-list';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { Auth, Deps } from '../../types';
import { namesOf } from '../appointments/request-records';
import { openOffersOf, type OfferWithRecords } from './offer-queries';
import { sessionTime } from './session-time';

/** An offer as the patient reads it; an open offer whose hold ran out reads as expired before the job closes it. */
export async function offerView(
  deps: Pick<Deps, 'db' | 'now'>,
  auth: Auth,
  row: OfferWithRecords,
  locale: SupportedLocale,
): Promise<WaitingListOffer> {
  const { offer, request, slot } = row;
  const names = await namesOf(deps.db, request, locale);
  const lapsed = offer.status === 'offered' && offer.heldUntil <= deps.now();
  return {
    offerId: offer.id,
    status: lapsed ? 'expired' : offer.status,
    referenceNo: request.referenceNo,
    requestType: request.requestType,
    unitId: offer.unitId,
    session: sessionTime(slot, auth.tenant.timeZone),
    facilityName: names.facilityName,
    doctorName: names.doctorName,
    packageName: names.packageName,
    heldUntil: offer.heldUntil.toISOString(),
    offeredAt: offer.offeredAt.toISOString(),
  };
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
