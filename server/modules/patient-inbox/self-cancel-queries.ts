import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentRequests } from '../../db/schema/domain';

/** A request by reference and service type within the tenant, its row locked (every write to its slots takes it first). */
export async function requestByReferenceForUpdate(tx: Db, tenantId: string, ref: string, service: 'OPD' | 'MCU') {
  const [row] = await tx
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.tenantId, tenantId),
        eq(appointmentRequests.referenceNo, ref),
        eq(appointmentRequests.requestType, service),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function markCancelled(tx: Db, requestId: string, now: Date): Promise<void> {
  await tx
    .update(appointmentRequests)
    .set({ status: 'Cancel', updatedAt: now })
    .where(eq(appointmentRequests.id, requestId));
}
