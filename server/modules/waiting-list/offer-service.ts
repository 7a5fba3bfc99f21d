import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Deps } from '../../types';
import { countPlace, insertSlotBooking, requestBookingRow, uncountPlace } from '../appointments';
import { notify } from '../notifications';
import {
  closeOpenOffer,
  deleteBooking,
  dueOffers,
  firstWaiter,
  insertOffer,
  offerById,
  requestForUpdate,
  setBookingWaiting,
  slotsToOffer,
  waitingBookingOn,
  type OfferRow,
} from './offer-queries';

/**
 * Waiting-list promotion (docs/decisions/0054-waiting-list-and-self-cancel.md). A freed place of a full slot is
 * offered to the first patient waiting for it and held for them: the place stays counted on the slot
 * (a booking row the offer names), so no one else can take it until they answer or the hold runs out.
 */

type OfferDeps = Pick<Deps, 'tenants' | 'now'>;

const minute = 60_000;
/** Manifest default when a tenant is unknown (never expected: offers are made for the tenant's own units). */
const defaultHoldMinutes = 120;

/**
 * Offers every free place of the unit's future slots to the patients waiting for them, in order.
 * Call it in the transaction that frees a place (cancel, reschedule away, decline), after the
 * transaction's own bookings are taken, so a place it moves into is not offered away first.
 * Returns the ids of the offers made.
 */
export async function offerFreedPlaces(
  tx: Db,
  deps: OfferDeps,
  unit: { tenantId: string; unitId: number },
): Promise<string[]> {
  const now = deps.now();
  const holdMinutes = deps.tenants.get(unit.tenantId)?.appointments.waitingListHoldMinutes ?? defaultHoldMinutes;
  const made: string[] = [];
  for (const slot of await slotsToOffer(tx, unit, now)) {
    let room = slot.capacity - slot.bookedCount;
    while (room > 0) {
      const waiter = await firstWaiter(tx, slot);
      if (!waiter || !(await countPlace(tx, slot.id))) break;
      const offerId = `wlo-${randomUUID()}`;
      const { request } = waiter;
      // A health screening already has a (waiting) booking row on the session; a doctor slot gets one now.
      const existing = await waitingBookingOn(tx, request.id, slot.id);
      const bookingId = existing?.id ?? `bk-${offerId}`;
      if (existing) {
        await setBookingWaiting(tx, existing.id, false);
      } else {
        await insertSlotBooking(tx, requestBookingRow(request, slot, { id: bookingId, createdAt: now }));
      }
      // Held for the tenant's hold time, but never past the session's start.
      const heldUntil = new Date(Math.min(now.getTime() + holdMinutes * minute, slot.start.getTime()));
      await insertOffer(tx, {
        id: offerId,
        tenantId: request.tenantId,
        unitId: slot.unitId,
        slotId: slot.id,
        requestId: request.id,
        bookingId,
        status: 'offered',
        heldUntil,
        offeredAt: now,
      });
      await notify(tx, request.tenantId, { kind: 'waiting-list-offer', offerId });
      made.push(offerId);
      room -= 1;
    }
  }
  return made;
}

/** Gives an offer's held place back to the slot; the request goes back to waiting (a screening keeps its row). */
export async function giveBackHeldPlace(
  tx: Db,
  offer: Pick<OfferRow, 'bookingId' | 'slotId'>,
  requestType: 'OPD' | 'MCU',
): Promise<void> {
  if (requestType === 'MCU') await setBookingWaiting(tx, offer.bookingId, true);
  else await deleteBooking(tx, offer.bookingId);
  await uncountPlace(tx, offer.slotId);
}

/**
 * Closes an open offer as declined or expired, gives its place back and offers it to the next one.
 * False when it was not open (or, for expiry, not yet due). The request's row lock comes first, as
 * for every write to a request's slots.
 */
export async function closeOffer(
  tx: Db,
  deps: OfferDeps,
  offer: OfferRow,
  status: 'declined' | 'expired',
): Promise<boolean> {
  const now = deps.now();
  const request = await requestForUpdate(tx, offer.requestId);
  if (!request) return false;
  const closed = await closeOpenOffer(tx, offer.id, status, now, status === 'expired' ? now : undefined);
  if (!closed) return false;
  await giveBackHeldPlace(tx, offer, request.requestType);
  await offerFreedPlaces(tx, deps, { tenantId: offer.tenantId, unitId: offer.unitId });
  return true;
}

/**
 * Expires every offer whose hold ran out by `now` and offers each place to the next patient waiting.
 * Each offer in its own transaction, so one failure does not hold the others back. The job queue
 * runs it every few minutes; returns how many offers expired.
 */
export async function expireWaitingListOffers(deps: Pick<Deps, 'db' | 'tenants'>, now: Date): Promise<number> {
  const at = { tenants: deps.tenants, now: () => now };
  let expired = 0;
  for (;;) {
    const due = await dueOffers(deps.db, now, 100);
    let progressed = false;
    for (const { id, tenantId } of due) {
      const done = await deps.db.transaction(async (tx) => {
        const offer = await offerById(tx, tenantId, id);
        return offer ? closeOffer(tx, at, offer, 'expired') : false;
      });
      if (done) {
        expired += 1;
        progressed = true;
      }
    }
    if (due.length < 100 || !progressed) return expired;
  }
}
