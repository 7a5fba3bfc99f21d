import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleSlots, slotBookings } from '../../db/schema/domain';
import type { RequestRecord } from './request-records';

/**
 * Gives back every slot a request holds (reschedule, cancel, decline): counts down, booking rows go.
 * The caller must hold the request's row lock (`ownRequest(..., true)` or an update of the row),
 * else two writers read the same rows and count each slot down twice.
 */
export async function releaseSlots(tx: Db, request: Pick<RequestRecord, 'id'>): Promise<void> {
  const held = await tx
    .delete(slotBookings)
    .where(eq(slotBookings.requestId, request.id))
    .returning({ slotId: slotBookings.slotId, isWaitingList: slotBookings.isWaitingList });
  // A waiting-list row never counted; slot order keeps lock order the same across writers.
  const counted = held
    .filter((b) => !b.isWaitingList)
    .map((b) => b.slotId)
    .sort();
  for (const slotId of counted) {
    await tx
      .update(scheduleSlots)
      .set({ bookedCount: sql`greatest(${scheduleSlots.bookedCount} - 1, 0)` })
      .where(eq(scheduleSlots.id, slotId));
  }
}
