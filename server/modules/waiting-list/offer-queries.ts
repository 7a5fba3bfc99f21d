import { and, asc, desc, eq, type AnyColumn, gt, lt, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentRequests, preferredSlots, scheduleSlots, slotBookings } from '../../db/schema/domain';
import { waitingListOffers } from '../../db/schema/waiting-list';

export type OfferRow = typeof waitingListOffers.$inferSelect;

/** Not yet offered this slot: a declined, expired or withdrawn offer is never made again. */
const notOfferedYet = (slotId: AnyColumn | string, requestId: AnyColumn) =>
  notExists(
    sql`(select 1 from ${waitingListOffers} where ${waitingListOffers.slotId} = ${slotId} and ${waitingListOffers.requestId} = ${requestId})`,
  );

/** A waiter: a request still awaiting the clinic that chose this session while it was full. */
const waiting = and(eq(preferredSlots.isWaitingList, true), eq(appointmentRequests.status, 'Pending Clinic Response'));

/**
 * The unit's future slots with room and someone waiting, locked. Slots another transaction holds are
 * skipped: it is changing them and, if it frees a place, offers it itself when it is done; waiting for
 * it here could deadlock with a writer that locked the slots in another order.
 */
export async function slotsToOffer(tx: Db, unit: { tenantId: string; unitId: number }, now: Date) {
  return tx
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.tenantId, unit.tenantId),
        eq(scheduleSlots.unitId, unit.unitId),
        gt(scheduleSlots.start, now),
        lt(scheduleSlots.bookedCount, scheduleSlots.capacity),
        sql`exists (select 1 from ${preferredSlots} inner join ${appointmentRequests} on ${appointmentRequests.id} = ${preferredSlots.requestId}
          where ${appointmentRequests.unitId} = ${scheduleSlots.unitId} and ${preferredSlots.start} = ${scheduleSlots.start}
          and ${waiting} and ${notOfferedYet(scheduleSlots.id, appointmentRequests.id)})`,
      ),
    )
    .orderBy(asc(scheduleSlots.start), asc(scheduleSlots.id))
    .for('update', { skipLocked: true });
}

/**
 * The first waiter for the slot (first choice before second, then the earlier request), its request
 * row locked. A request another transaction holds is skipped rather than waited for: that writer is
 * taking it off the list (booking, cancelling, accepting elsewhere), and waiting could deadlock.
 */
export async function firstWaiter(tx: Db, slot: { id: string; unitId: number; start: Date }) {
  const [row] = await tx
    .select({ request: appointmentRequests, priority: preferredSlots.priority, preferredId: preferredSlots.id })
    .from(preferredSlots)
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, preferredSlots.requestId))
    .where(
      and(
        eq(appointmentRequests.unitId, slot.unitId),
        eq(preferredSlots.start, slot.start),
        waiting,
        notOfferedYet(slot.id, appointmentRequests.id),
      ),
    )
    .orderBy(asc(preferredSlots.priority), asc(appointmentRequests.createdAt), asc(appointmentRequests.id))
    .limit(1)
    .for('update', { of: appointmentRequests, skipLocked: true });
  return row;
}

/** The request's waiting booking row on the slot (a health screening holds one per preferred session). */
export async function waitingBookingOn(tx: Db, requestId: string, slotId: string) {
  const [row] = await tx
    .select({ id: slotBookings.id })
    .from(slotBookings)
    .where(
      and(eq(slotBookings.requestId, requestId), eq(slotBookings.slotId, slotId), eq(slotBookings.isWaitingList, true)),
    )
    .limit(1);
  return row;
}

export async function setBookingWaiting(tx: Db, bookingId: string, isWaitingList: boolean): Promise<void> {
  await tx.update(slotBookings).set({ isWaitingList }).where(eq(slotBookings.id, bookingId));
}

export async function deleteBooking(tx: Db, bookingId: string): Promise<void> {
  await tx.delete(slotBookings).where(eq(slotBookings.id, bookingId));
}

export async function insertOffer(tx: Db, offer: typeof waitingListOffers.$inferInsert): Promise<void> {
  await tx.insert(waitingListOffers).values(offer);
}

export async function offerById(db: Db, tenantId: string, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.id, offerId), eq(waitingListOffers.tenantId, tenantId)))
    .limit(1);
  return row;
}

/**
 * Moves an open offer to `status`; false when it was no longer open (answered, withdrawn or expired
 * meanwhile). The conditional update is what lets exactly one of two racing answers through.
 * `dueBy` closes it only once its hold has run out (expiry).
 */
export async function closeOpenOffer(
  tx: Db,
  offerId: string,
  status: 'accepted' | 'declined' | 'expired',
  now: Date,
  dueBy?: Date,
): Promise<boolean> {
  const closed = await tx
    .update(waitingListOffers)
    .set({ status, answeredAt: now })
    .where(
      and(
        eq(waitingListOffers.id, offerId),
        eq(waitingListOffers.status, 'offered'),
        dueBy ? lte(waitingListOffers.heldUntil, dueBy) : gt(waitingListOffers.heldUntil, now),
      ),
    )
    .returning({ id: waitingListOffers.id });
  return closed.length > 0;
}

/** Open offers whose hold has run out, oldest first. */
export async function dueOffers(db: Db, now: Date, limit: number) {
  return db
    .select({ id: waitingListOffers.id, tenantId: waitingListOffers.tenantId })
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.status, 'offered'), lte(waitingListOffers.heldUntil, now)))
    .orderBy(asc(waitingListOffers.heldUntil))
    .limit(limit);
}

/** Open offers of a request other than `exceptId`. */
export async function otherOpenOffers(tx: Db, requestId: string, exceptId: string) {
  return tx
    .select()
    .from(waitingListOffers)
    .where(
      and(
        eq(waitingListOffers.requestId, requestId),
        eq(waitingListOffers.status, 'offered'),
        ne(waitingListOffers.id, exceptId),
      ),
    );
}

export async function requestForUpdate(tx: Db, requestId: string) {
  const [row] = await tx
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.id, requestId))
    .limit(1)
    .for('update');
  return row;
}

export async function slotById(db: Db, slotId: string) {
  const [row] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slotId)).limit(1);
  return row;
}

const offerColumns = { offer: waitingListOffers, request: appointmentRequests, slot: scheduleSlots };

/** Offers with their request and slot, of the tenant, that `where` selects. */
function offersWith(db: Db, tenantId: string, where: SQL | undefined) {
  return db
    .select(offerColumns)
    .from(waitingListOffers)
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, waitingListOffers.requestId))
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, waitingListOffers.slotId))
    .where(and(eq(waitingListOffers.tenantId, tenantId), where));
}

export type OfferWithRecords = Awaited<ReturnType<typeof offersWith>>[number];

/** One offer made to the patient; someone else's answers as missing. */
export async function patientOffer(db: Db, who: { tenantId: string; userId: string }, offerId: string) {
  const [row] = await offersWith(
    db,
    who.tenantId,
    and(eq(waitingListOffers.id, offerId), eq(appointmentRequests.patientUserId, who.userId)),
  ).limit(1);
  return row;
}

/** The patient's offers still open at `now` (newest first), of one request or all. */
export async function openOffersOf(db: Db, who: { tenantId: string; userId: string }, now: Date, requestId?: string) {
  return offersWith(
    db,
    who.tenantId,
    and(
      eq(appointmentRequests.patientUserId, who.userId),
      eq(waitingListOffers.status, 'offered'),
      gt(waitingListOffers.heldUntil, now),
      requestId ? eq(waitingListOffers.requestId, requestId) : undefined,
    ),
  ).orderBy(desc(waitingListOffers.offeredAt));
}
