import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleSlots, slotBookings } from '../../db/schema/domain';

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
