import { and, eq, gt, lte, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentRequests } from '../../db/schema/domain';
import { appointmentReminders } from '../../db/schema/jobs';

export interface DueReminder {
  requestId: string;
  tenantId: string;
  startsAt: Date;
}

/** Scheduled appointments starting after `from` and no later than `until` whose reminder is not queued yet. */
export async function selectDueReminders(db: Db, from: Date, until: Date): Promise<DueReminder[]> {
  const rows = await db
    .select({
      requestId: appointmentRequests.id,
      tenantId: appointmentRequests.tenantId,
      startsAt: appointmentRequests.assignedSlotStart,
    })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.status, 'Scheduled'),
        gt(appointmentRequests.assignedSlotStart, from),
        lte(appointmentRequests.assignedSlotStart, until),
        notExists(
          db
            .select({ one: appointmentReminders.requestId })
            .from(appointmentReminders)
            .where(
              and(
                eq(appointmentReminders.requestId, appointmentRequests.id),
                eq(appointmentReminders.startsAt, appointmentRequests.assignedSlotStart),
              ),
            ),
        ),
      ),
    );
  return rows.flatMap((r) => (r.startsAt ? [{ ...r, startsAt: r.startsAt }] : []));
}

/**
 * Claims one appointment's reminder: true for the one caller whose row went in. A second instance
 * doing the same at the same moment waits on the first one's row and gets false once it commits.
 */
export async function claimReminder(db: Db, reminder: DueReminder, queuedAt: Date): Promise<boolean> {
  const rows = await db
    .insert(appointmentReminders)
    .values({ requestId: reminder.requestId, startsAt: reminder.startsAt, queuedAt })
    .onConflictDoNothing()
    .returning({ requestId: appointmentReminders.requestId });
  return rows.length === 1;
}
