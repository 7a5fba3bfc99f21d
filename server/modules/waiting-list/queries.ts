import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentRequests,
  appointmentStatusHistory,
  appointmentUnits,
  preferredSlots,
  scheduleSlots,
} from '../../db/schema/domain';
import { waitingListOffers } from '../../db/schema/waiting-list';

/** Marks the preferred session the patient was booked on as no longer waiting. */
export async function preferredBooked(tx: Db, requestId: string, start: Date): Promise<void> {
  await tx
    .update(preferredSlots)
    .set({ isWaitingList: false })
    .where(and(eq(preferredSlots.requestId, requestId), eq(preferredSlots.start, start)));
}

/**
 * Every waiting entry on the future slots of the provider's units of one kind: the slot, the request
 * and its offer for that slot (if any), in list order. Accepted and withdrawn offers leave the list.
 */
export async function waitingEntries(
  db: Db,
  scope: { tenantId: string; providerId: string; kind: 'doctor' | 'screening'; unitId?: number | undefined },
  now: Date,
) {
  return db
    .select({
      unit: {
        unitId: appointmentUnits.unitId,
        resourceName: appointmentUnits.resourceName,
        locationName: appointmentUnits.locationName,
      },
      slot: scheduleSlots,
      request: {
        referenceNo: appointmentRequests.referenceNo,
        requestType: appointmentRequests.requestType,
        patient: appointmentRequests.patient,
        createdAt: appointmentRequests.createdAt,
      },
      priority: preferredSlots.priority,
      offer: { status: waitingListOffers.status, heldUntil: waitingListOffers.heldUntil },
    })
    .from(appointmentUnits)
    .innerJoin(
      appointmentRequests,
      and(
        eq(appointmentRequests.unitId, appointmentUnits.unitId),
        eq(appointmentRequests.status, 'Pending Clinic Response'),
      ),
    )
    .innerJoin(
      preferredSlots,
      and(eq(preferredSlots.requestId, appointmentRequests.id), eq(preferredSlots.isWaitingList, true)),
    )
    .innerJoin(
      scheduleSlots,
      and(eq(scheduleSlots.unitId, appointmentUnits.unitId), eq(scheduleSlots.start, preferredSlots.start)),
    )
    .leftJoin(
      waitingListOffers,
      and(eq(waitingListOffers.slotId, scheduleSlots.id), eq(waitingListOffers.requestId, appointmentRequests.id)),
    )
    .where(
      and(
        eq(appointmentUnits.tenantId, scope.tenantId),
        eq(appointmentUnits.providerId, scope.providerId),
        eq(appointmentUnits.kind, scope.kind),
        scope.unitId === undefined ? undefined : eq(appointmentUnits.unitId, scope.unitId),
        gt(scheduleSlots.start, now),
        or(isNull(waitingListOffers.id), inArray(waitingListOffers.status, ['offered', 'declined', 'expired'])),
      ),
    )
    .orderBy(
      asc(scheduleSlots.start),
      asc(scheduleSlots.id),
      asc(preferredSlots.priority),
      asc(appointmentRequests.createdAt),
      asc(appointmentRequests.id),
    );
}

/** The request is now booked on the offered place. */
export async function scheduleOnOffer(
  tx: Db,
  requestId: string,
  slot: { id: string; start: Date; end: Date },
  now: Date,
): Promise<void> {
  await tx
    .update(appointmentRequests)
    .set({
      status: 'Scheduled',
      assignedSlotId: slot.id,
      assignedSlotStart: slot.start,
      assignedSlotEnd: slot.end,
      usedPreferredSlot: true,
      updatedAt: now,
    })
    .where(eq(appointmentRequests.id, requestId));
}

export async function insertStatusHistory(tx: Db, entry: typeof appointmentStatusHistory.$inferInsert) {
  await tx.insert(appointmentStatusHistory).values(entry);
}
