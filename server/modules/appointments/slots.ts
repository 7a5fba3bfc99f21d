import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { slotBookings } from '../../db/schema/domain';
import { waitingListOffers } from '../../db/schema/waiting-list';
import type { RequestRecord } from './request-records';
import { HttpError } from '../../lib/http-error';
import { countPlace, insertSlotBooking, slotsStartingBetween, uncountPlace, type SlotRow } from './slot-queries';

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

/** Gives back the booking rows `where` selects: counts down, rows go (slot order keeps lock order the same). */
async function giveBack(tx: Db, where: SQL | undefined): Promise<void> {
  const held = await tx
    .delete(slotBookings)
    .where(where)
    .returning({ slotId: slotBookings.slotId, isWaitingList: slotBookings.isWaitingList });
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
  await tx
    .update(waitingListOffers)
    .set({ status: 'withdrawn', answeredAt: sql`now()` })
    .where(
      and(
        eq(waitingListOffers.requestId, request.id),
        eq(waitingListOffers.status, 'offered'),
        keep ? ne(waitingListOffers.bookingId, keep.bookingId) : undefined,
      ),
    );
  await giveBack(
    tx,
    and(eq(slotBookings.requestId, request.id), keep ? ne(slotBookings.id, keep.bookingId) : undefined),
  );
}

/** Gives back a walk-in's slots (its booking rows have no request). */
export async function releaseWalkInSlots(
  tx: Db,
  tenantId: string,
  walkIn: { unitId: number; referenceId: string },
): Promise<void> {
  await giveBack(
    tx,
    and(
      eq(slotBookings.tenantId, tenantId),
      eq(slotBookings.unitId, walkIn.unitId),
      eq(slotBookings.referenceId, walkIn.referenceId),
      isNull(slotBookings.requestId),
    ),
  );
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
