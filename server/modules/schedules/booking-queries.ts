import { and, asc, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { appointmentRequests, appointmentStatusHistory, slotBookings } from '../../db/schema/domain';

type RequestChange = Partial<typeof appointmentRequests.$inferInsert>;

/** A walk-in's booking rows on the unit, in slot order; `lock` holds them (inside a transaction). */
export async function walkInRows(db: Db, tenantId: string, unitId: number, referenceId: string, lock: boolean) {
  const query = db
    .select()
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.tenantId, tenantId),
        eq(slotBookings.unitId, unitId),
        eq(slotBookings.referenceId, referenceId),
        isNull(slotBookings.requestId),
      ),
    )
    .orderBy(asc(slotBookings.slotStartAt));
  return lock ? await query.for('update') : await query;
}

/** Writes a request's new status (and what goes with it). */
export async function updateRequest(tx: Db, requestId: string, change: RequestChange): Promise<void> {
  await tx.update(appointmentRequests).set(change).where(eq(appointmentRequests.id, requestId));
}

/** Records a status change: who, when, notes. */
export async function recordStatusChange(
  tx: Db,
  entry: { requestId: string; status: string; by: { id: string; name: string }; notes: string | null; at: Date },
): Promise<void> {
  await tx.insert(appointmentStatusHistory).values({
    id: `${entry.requestId}-h-${randomUUID()}`,
    requestId: entry.requestId,
    status: entry.status,
    changedByUserId: entry.by.id,
    changedByName: entry.by.name,
    notes: entry.notes,
    createdAt: entry.at,
  });
}
