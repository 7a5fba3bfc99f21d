import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentRequests } from '../../db/schema/domain';

export async function markCancelled(tx: Db, requestId: string, now: Date): Promise<void> {
  await tx
    .update(appointmentRequests)
    .set({ status: 'Cancel', updatedAt: now })
    .where(eq(appointmentRequests.id, requestId));
}
