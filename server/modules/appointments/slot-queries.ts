import { and, asc, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleSlots, slotBookings } from '../../db/schema/domain';
import { waitingListOffers } from '../../db/schema/waiting-list';

export type SlotRow = typeof scheduleSlots.$inferSelect;
export type SlotBookingInsert = typeof slotBookings.$inferInsert;

/** A unit's slots starting in [from, to), in start order. */
export function slotsStartingBetween(db: Db, unitId: number, from: Date, to: Date): Promise<SlotRow[]> {
  return db
    .select()
    .from(scheduleSlots)
    .where(and(eq(scheduleSlots.unitId, unitId), gte(scheduleSlots.start, from), lt(scheduleSlots.start, to)))
    .orderBy(asc(scheduleSlots.start));
}

/** Counts one more place on the slot only while it has room; false when it is full. */
export async function countPlace(tx: Db, slotId: string): Promise<boolean> {
  // The conditional update is the whole guarantee: under concurrency only one writer gets the last place.
  const taken = await tx
    .update(scheduleSlots)
    .set({ bookedCount: sql`${scheduleSlots.bookedCount} + 1` })
    .where(and(eq(scheduleSlots.id, slotId), lt(scheduleSlots.bookedCount, scheduleSlots.capacity)))
    .returning({ id: scheduleSlots.id });
  return taken.length > 0;
}

/** Counts one place fewer on the slot (never below zero). */
export async function uncountPlace(tx: Db, slotId: string): Promise<void> {
  await tx
    .update(scheduleSlots)
    .set({ bookedCount: sql`greatest(${scheduleSlots.bookedCount} - 1, 0)` })
    .where(eq(scheduleSlots.id, slotId));
}

/** What a request's booking row copies from the request. */
export interface BookingRequest {
  id: string;
  tenantId: string;
  referenceNo: string;
  requestType: 'OPD' | 'MCU';
  patient: { name: string };
}

/**
 * The booking row of a request's place on a slot (the schedule shows its display name, the patient's
 * unless the booking names another); the row's own id, waiting flag and time come from the caller.
 */
export function requestBookingRow(
  request: BookingRequest,
  slot: Pick<SlotRow, 'id' | 'unitId' | 'start' | 'end'>,
  row: Pick<SlotBookingInsert, 'id' | 'isWaitingList' | 'createdAt'> & { displayName?: string },
): SlotBookingInsert {
  const { displayName = request.patient.name, ...own } = row;
  return {
    ...own,
    tenantId: request.tenantId,
    unitId: slot.unitId,
    slotId: slot.id,
    requestId: request.id,
    slotStartAt: slot.start,
    slotEndAt: slot.end,
    displayName,
    referenceId: request.referenceNo,
    serviceType: request.requestType,
  };
}

/** One booking row: a place held (or waited for) on a slot by a request or a walk-in. */
export async function insertSlotBooking(tx: Db, booking: SlotBookingInsert): Promise<void> {
  await tx.insert(slotBookings).values(booking);
}

/** Which booking rows a give-back takes (a request's, or a walk-in's). */
export type BookingSelection = SQL | undefined;

/** Every booking row of a request, but the one `keepBookingId` names. */
export const requestBookings = (requestId: string, keepBookingId?: string): BookingSelection =>
  and(eq(slotBookings.requestId, requestId), keepBookingId ? ne(slotBookings.id, keepBookingId) : undefined);

/** A walk-in's booking rows: they have no request, the unit and reference name them. */
export const walkInBookings = (tenantId: string, walkIn: { unitId: number; referenceId: string }): BookingSelection =>
  and(
    eq(slotBookings.tenantId, tenantId),
    eq(slotBookings.unitId, walkIn.unitId),
    eq(slotBookings.referenceId, walkIn.referenceId),
    isNull(slotBookings.requestId),
  );

/** Deletes the selected booking rows; which slot each held and whether it only waited there. */
export function deleteBookings(tx: Db, which: BookingSelection) {
  return tx
    .delete(slotBookings)
    .where(which)
    .returning({ slotId: slotBookings.slotId, isWaitingList: slotBookings.isWaitingList });
}

/** Ends a request's open waiting-list offers, but the one whose booking `keepBookingId` is. */
export async function withdrawOpenOffers(tx: Db, requestId: string, keepBookingId?: string): Promise<void> {
  await tx
    .update(waitingListOffers)
    .set({ status: 'withdrawn', answeredAt: sql`now()` })
    .where(
      and(
        eq(waitingListOffers.requestId, requestId),
        eq(waitingListOffers.status, 'offered'),
        keepBookingId ? ne(waitingListOffers.bookingId, keepBookingId) : undefined,
      ),
    );
}
