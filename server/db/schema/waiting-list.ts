/**
 * Waiting-list offers (docs/decisions/0054-waiting-list-and-self-cancel.md): a freed place of a full
 * session or doctor slot, held for the first patient waiting for it until `held_until`. While `status`
 * is 'offered' the place is counted on the slot (a booking row, `booking_id`), so nobody else can take it.
 *
 * Ids of other tables are plain text, not foreign keys, as in domain.ts's `tenant_id`, so this file
 * stays independent of the others.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const waitingListOfferStatuses = ['offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

export const waitingListOffers = pgTable(
  'waiting_list_offers',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    unitId: integer('unit_id').notNull(),
    slotId: text('slot_id').notNull(),
    requestId: text('request_id').notNull(),
    /** The slot_bookings row that counts the held place. */
    bookingId: text('booking_id').notNull(),
    status: text('status', { enum: waitingListOfferStatuses }).notNull(),
    heldUntil: tz('held_until').notNull(),
    offeredAt: tz('offered_at').notNull(),
    answeredAt: tz('answered_at'),
  },
  (t) => [
    // A patient is offered a session at most once: the race guard against two frees offering one waiter twice,
    // and what keeps a declined or expired offer from coming back.
    uniqueIndex('waiting_list_offers_slot_request_uq').on(t.slotId, t.requestId),
    // The expiry job reads only open offers, soonest hold end first.
    index('waiting_list_offers_open_idx')
      .on(t.heldUntil)
      .where(sql`${t.status} = 'offered'`),
    index('waiting_list_offers_request_idx').on(t.requestId, t.status),
  ],
);
