import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointmentRequests,
  appointmentStatusHistory,
  formTemplates,
  preferredSlots,
  scheduleSlots,
  worklistItems,
} from '../../db/schema/domain';

export type RequestRow = typeof appointmentRequests.$inferSelect;
export type WorklistItemInsert = typeof worklistItems.$inferInsert;

/** A request of the tenant by its id. */
export async function requestOfTenant(db: Db, tenantId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.tenantId, tenantId), eq(appointmentRequests.id, requestId)))
    .limit(1);
  return row;
}

/** Which lists (provider, patient, agent) already show the request. */
export async function worklistAudiencesOf(tx: Db, requestId: string) {
  const existing = await tx
    .select({ audience: worklistItems.audience })
    .from(worklistItems)
    .where(eq(worklistItems.requestId, requestId));
  return new Set(existing.map((e) => e.audience));
}

export async function insertWorklistItems(tx: Db, items: WorklistItemInsert[]) {
  await tx.insert(worklistItems).values(items);
}

/** The tenant's own form definition of a type: the given version, else the newest. */
export async function formTemplateOf(db: Db, tenantId: string, formType: string, version?: number) {
  const [row] = await db
    .select()
    .from(formTemplates)
    .where(
      and(
        eq(formTemplates.tenantId, tenantId),
        isNull(formTemplates.clientId),
        eq(formTemplates.type, formType),
        ...(version ? [eq(formTemplates.version, version)] : []),
      ),
    )
    .orderBy(desc(formTemplates.version))
    .limit(1);
  return row;
}

/** Whether the request's history has an entry with exactly these notes. */
export async function hasHistoryNote(db: Db, requestId: string, notes: string): Promise<boolean> {
  const [saved] = await db
    .select({ id: appointmentStatusHistory.id })
    .from(appointmentStatusHistory)
    .where(and(eq(appointmentStatusHistory.requestId, requestId), eq(appointmentStatusHistory.notes, notes)))
    .limit(1);
  return saved !== undefined;
}

export async function updateRequest(tx: Db, requestId: string, changes: Partial<RequestRow>) {
  await tx.update(appointmentRequests).set(changes).where(eq(appointmentRequests.id, requestId));
}

export async function insertStatusHistory(tx: Db, entry: typeof appointmentStatusHistory.$inferInsert) {
  await tx.insert(appointmentStatusHistory).values(entry);
}

/** The unit's slots starting at any of these instants. */
export const unitSlotsStartingAt = (db: Db, unitId: number, starts: Date[]) =>
  db
    .select()
    .from(scheduleSlots)
    .where(and(eq(scheduleSlots.unitId, unitId), inArray(scheduleSlots.start, starts)));

export async function insertPreferredSlots(tx: Db, rows: Array<typeof preferredSlots.$inferInsert>) {
  await tx.insert(preferredSlots).values(rows);
}
