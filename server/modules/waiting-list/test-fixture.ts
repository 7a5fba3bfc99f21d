import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestBookingRow } from '../appointments';
import { users } from '../../db/schema/core';
import {
  appointmentRequests,
  appointmentUnits,
  preferredSlots,
  scheduleSlots,
  slotBookings,
} from '../../db/schema/domain';

type RequestRow = typeof appointmentRequests.$inferSelect;
type SlotRow = typeof scheduleSlots.$inferSelect;

/** A patient account signing in with the demo password (the demo patient's hash, copied). */
export async function addPatient(db: Db, tenantId: string, key: string): Promise<{ id: string; email: string }> {
  const [demo] = await db
    .select()
    .from(users)
    .where(eq(users.id, `u-${tenantId}-patient`));
  if (!demo) throw new Error('no demo patient');
  const id = `u-${tenantId}-wl-${key}`;
  const email = `wl-${key}@${tenantId}.example`;
  await db.insert(users).values({ ...demo, id, email, firstName: `Waiter ${key}`, lastName: 'Test' });
  return { id, email };
}

/**
 * A one-place health-screening session (empty of seeded bookings), `days` ahead, and a second one after
 * it. Returns the slots; their capacity is set to one so a single booking fills each.
 */
export async function onePlaceSessions(db: Db, tenantId: string, days: number) {
  const [unit] = await db
    .select()
    .from(appointmentUnits)
    .where(and(eq(appointmentUnits.tenantId, tenantId), eq(appointmentUnits.kind, 'screening')))
    .orderBy(asc(appointmentUnits.unitId))
    .limit(1);
  if (!unit) throw new Error('no screening unit');
  const slots = await db
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.unitId, unit.unitId),
        eq(scheduleSlots.bookedCount, 0),
        gt(scheduleSlots.start, new Date(Date.now() + days * 86_400_000)),
      ),
    )
    .orderBy(asc(scheduleSlots.start))
    .limit(2);
  if (slots.length < 2) throw new Error('no free screening slots');
  for (const slot of slots) await db.update(scheduleSlots).set({ capacity: 1 }).where(eq(scheduleSlots.id, slot.id));
  return { unit, first: { ...slots[0]!, capacity: 1 }, second: { ...slots[1]!, capacity: 1 } };
}

/** Any MCU request of the unit: the template the scenario's requests are cloned from. */
async function templateOf(db: Db, unitId: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.unitId, unitId), eq(appointmentRequests.requestType, 'MCU')))
    .limit(1);
  if (!row) throw new Error('no MCU request on the unit');
  return row;
}

/** A Scheduled MCU request holding the slot's place. */
export async function bookedRequest(db: Db, slot: SlotRow, patientUserId: string, key: string): Promise<RequestRow> {
  const template = await templateOf(db, slot.unitId);
  const request: RequestRow = {
    ...template,
    id: `wl-req-${key}`,
    referenceNo: `WL${key}`,
    status: 'Scheduled',
    patientUserId,
    createdByUserId: patientUserId,
    assignedSlotId: slot.id,
    assignedSlotStart: slot.start,
    assignedSlotEnd: slot.end,
    createdAt: new Date(Date.now() - 86_400_000),
  };
  await db.insert(appointmentRequests).values(request);
  await db.insert(slotBookings).values(bookingOf(request, slot, 'held', false));
  await db.update(scheduleSlots).set({ bookedCount: 1 }).where(eq(scheduleSlots.id, slot.id));
  return request;
}

const bookingOf = (request: RequestRow, slot: SlotRow, tag: string, isWaitingList: boolean) => ({
  ...requestBookingRow(request, slot, { id: `bk-${request.id}-${tag}`, isWaitingList }),
  createdAt: request.createdAt,
});

/**
 * A pending MCU request waiting for `slot` as its choice `priority`, created `minutesAgo`; `alsoHolds`
 * is its other preferred session, which had room (its place counted).
 */
export async function waitingRequest(
  db: Db,
  input: {
    slot: SlotRow;
    priority: 1 | 2;
    patientUserId: string;
    key: string;
    minutesAgo: number;
    alsoHolds?: SlotRow;
  },
): Promise<RequestRow> {
  const template = await templateOf(db, input.slot.unitId);
  const request: RequestRow = {
    ...template,
    id: `wl-req-${input.key}`,
    referenceNo: `WL${input.key}`,
    status: 'Pending Clinic Response',
    patientUserId: input.patientUserId,
    createdByUserId: input.patientUserId,
    assignedSlotId: null,
    assignedSlotStart: null,
    assignedSlotEnd: null,
    patient: { ...template.patient, name: `Waiter ${input.key}` },
    createdAt: new Date(Date.now() - input.minutesAgo * 60_000),
  };
  await db.insert(appointmentRequests).values(request);
  await db.insert(preferredSlots).values({
    id: `${request.id}-pref-${input.priority}`,
    requestId: request.id,
    start: input.slot.start,
    end: input.slot.end,
    priority: input.priority,
    isWaitingList: true,
  });
  await db.insert(slotBookings).values(bookingOf(request, input.slot, String(input.priority), true));
  if (input.alsoHolds) {
    const other = input.priority === 1 ? 2 : 1;
    await db.insert(preferredSlots).values({
      id: `${request.id}-pref-${other}`,
      requestId: request.id,
      start: input.alsoHolds.start,
      end: input.alsoHolds.end,
      priority: other,
      isWaitingList: false,
    });
    await db.insert(slotBookings).values(bookingOf(request, input.alsoHolds, String(other), false));
    const [held] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.id, input.alsoHolds.id));
    await db
      .update(scheduleSlots)
      .set({ bookedCount: (held?.bookedCount ?? 0) + 1 })
      .where(eq(scheduleSlots.id, input.alsoHolds.id));
  }
  return request;
}
