import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { RequestRecord } from './request-records';
import { HttpError } from '../../lib/http-error';
import {
  countPlace,
  deleteBookings,
  insertSlotBooking,
  requestBookings,
  slotsStartingBetween,
  uncountPlace,
  walkInBookings,
  withdrawOpenOffers,
  type BookingSelection,
  type SlotRow,
} from './slot-queries';

/** Slot taking and giving back, the same for a request's appointment and a walk-in's. */

export const slotTakenMessage = 'This time slot has just been booked. Please choose another time.';

/** Who a taken slot is booked for: a request, or a walk-in (no request, maybe its own package). */
export interface SlotHolder {
  tenantId: string;
  unitId: number;
  requestId: string | null;
  displayName: string;
  referenceId: string;
  serviceType: string;
  packageId?: string | null;
  createdAt: Date;
}

/** Gives back the booking rows `which` selects: counts down, rows go (slot order keeps lock order the same). */
async function giveBack(tx: Db, which: BookingSelection): Promise<void> {
  const held = await deleteBookings(tx, which);
  // A waiting-list row never counted; slot order keeps lock order the same across writers.
  const counted = held
    .filter((b) => !b.isWaitingList)
    .map((b) => b.slotId)
    .sort();
  for (const slotId of counted) await uncountPlace(tx, slotId);
}

/**
 * Gives back every slot a request holds (reschedule, cancel, decline), but `keep` (the place a waiting-list
 * offer gave it, on accepting): counts down, booking rows go. Offering the freed places to those waiting is
 * the caller's next step (`offerFreedPlaces`), once its own new bookings are taken.
 * The caller must hold the request's row lock (`ownRequest(..., true)` or an update of the row),
 * else two writers read the same rows and count each slot down twice.
 */
export async function releaseSlots(
  tx: Db,
  request: Pick<RequestRecord, 'id'>,
  keep?: { bookingId: string },
): Promise<void> {
  // Places held for the request from a waiting list go back with the rest: its open offers end here.
  await withdrawOpenOffers(tx, request.id, keep?.bookingId);
  await giveBack(tx, requestBookings(request.id, keep?.bookingId));
}

/** Gives back a walk-in's slots (its booking rows have no request). */
export async function releaseWalkInSlots(
  tx: Db,
  tenantId: string,
  walkIn: { unitId: number; referenceId: string },
): Promise<void> {
  await giveBack(tx, walkInBookings(tenantId, walkIn));
}

/** The unit's slots covering start–end exactly, back to back; else 400. */
export async function coveringSlots(tx: Db, unitId: number, start: Date, end: Date): Promise<SlotRow[]> {
  const span = (await slotsStartingBetween(tx, unitId, start, end)).filter((s) => s.end <= end);
  // The range must be covered exactly by back-to-back slots of this unit.
  const contiguous =
    span.length > 0 &&
    span[0]!.start.getTime() === start.getTime() &&
    span[span.length - 1]!.end.getTime() === end.getTime() &&
    span.every((s, i) => i === 0 || s.start.getTime() === span[i - 1]!.end.getTime());
  if (!contiguous) throw new HttpError(400, 'The chosen time is not in this schedule.');
  return span;
}

/** Takes each slot for the holder; 409 when one is already full. */
export async function takeSlots(tx: Db, span: SlotRow[], holder: SlotHolder): Promise<void> {
  for (const slot of span) {
    if (!(await countPlace(tx, slot.id))) throw new HttpError(409, slotTakenMessage);
    await insertSlotBooking(tx, {
      id: `bk-${randomUUID()}`,
      ...holder,
      slotId: slot.id,
      slotStartAt: slot.start,
      slotEndAt: slot.end,
    });
  }
}
