import { and, asc, count, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboxActionPath } from '../../../src/lib/api/contract/patient-inbox/inbox';
import { bookPath, statusUpdatePath } from '../../../src/lib/api/contract/schedules/staff-booking';
import { users } from '../../db/schema/core';
import { appointmentRequests, preferredSlots, scheduleSlots, slotBookings } from '../../db/schema/domain';
import { Browser, signIn } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

// Writes to ONE request overlapping in time: each gives back what the request
// holds and takes a new slot. Without a lock on the request, two of them read
// the same held slots before either commits and both count them down (seen on
// PostgreSQL; PGlite runs one transaction at a time, so it passes there anyway).
const writers = 20;

let clinic: Browser;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  clinic = await signIn(t.app, 'clinic@ava-sg.demo');
});

async function pendingRequest(skip: number) {
  const rows = await t.handle.db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.tenantId, 'ava-sg'),
        eq(appointmentRequests.status, 'Pending Clinic Response'),
        eq(appointmentRequests.requestType, 'OPD'),
      ),
    )
    .orderBy(asc(appointmentRequests.id));
  const req = rows[skip];
  if (!req) throw new Error('seed has no pending OPD request');
  return req;
}

async function freeSlots(unitId: number, n: number, skip: number) {
  const slots = await t.handle.db
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.unitId, unitId),
        eq(scheduleSlots.bookedCount, 0),
        gt(scheduleSlots.start, new Date(Date.now() + 2 * 86_400_000)),
      ),
    )
    .orderBy(asc(scheduleSlots.start))
    .limit(n + skip);
  if (slots.length < n + skip) throw new Error(`unit ${unitId} has fewer than ${n + skip} free slots`);
  return slots.slice(skip);
}

/** Slots of the unit whose booked count differs from their (non waiting-list) booking rows. */
async function outOfStep(unitId: number) {
  const slots = await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.unitId, unitId));
  const rows = await t.handle.db
    .select({ slotId: slotBookings.slotId, n: count() })
    .from(slotBookings)
    .where(and(eq(slotBookings.unitId, unitId), eq(slotBookings.isWaitingList, false)))
    .groupBy(slotBookings.slotId);
  const held = new Map(rows.map((r) => [r.slotId, r.n]));
  return slots
    .filter((s) => s.bookedCount !== (held.get(s.id) ?? 0))
    .map((s) => ({ id: s.id, bookedCount: s.bookedCount, rows: held.get(s.id) ?? 0 }));
}

const book = (unitId: number, ref: string, slot: { start: Date; end: Date }, isReschedule: boolean) =>
  clinic.request({
    method: 'POST',
    url: bookPath(unitId, ref),
    payload: {
      assignedSlot: { slotStartAt: slot.start.toISOString(), slotEndAt: slot.end.toISOString() },
      isReschedule,
    },
  });

describe('booking integrity under overlapping writes to one request', () => {
  it(`keeps every slot's count equal to its booking rows after ${writers} concurrent bookings and reschedules of one request`, async () => {
    const req = await pendingRequest(0);
    expect(await outOfStep(req.unitId)).toEqual([]);
    const slots = await freeSlots(req.unitId, writers, 0);
    const answers = await Promise.all(slots.map((slot, i) => book(req.unitId, req.referenceNo, slot, i % 2 === 1)));

    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await outOfStep(req.unitId)).toEqual([]);
    // Each write gave back the previous one: the request ends holding one slot, the one it names.
    const held = await t.handle.db.select().from(slotBookings).where(eq(slotBookings.requestId, req.id));
    const [after] = await t.handle.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, req.id));
    expect(held.map((b) => b.slotId)).toEqual([after!.assignedSlotId]);
  });

  it('keeps counts in step when a cancel overlaps bookings of the same request', async () => {
    const req = await pendingRequest(1);
    const slots = await freeSlots(req.unitId, writers, writers);
    expect((await book(req.unitId, req.referenceNo, slots[0]!, false)).statusCode).toBe(200);
    const cancel = clinic.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: req.unitId, requesterId: req.referenceNo, status: 'Cancel', notes: 'Patient called' },
    });
    const answers = await Promise.all([
      ...slots.slice(1).map((slot) => book(req.unitId, req.referenceNo, slot, true)),
      cancel,
    ]);

    // Bookings before the cancel succeed, those after it are refused; none leaves a count behind.
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect((await cancel).statusCode).toBe(200);
    expect(await outOfStep(req.unitId)).toEqual([]);
    expect(await t.handle.db.select().from(slotBookings).where(eq(slotBookings.requestId, req.id))).toEqual([]);
  });

  it("a patient's decline gives back every slot of a booking that spans several", async () => {
    const candidates = await t.handle.db
      .select()
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.tenantId, 'ava-sg'),
          eq(appointmentRequests.status, 'Pending Clinic Response'),
          eq(appointmentRequests.requestType, 'OPD'),
        ),
      )
      .orderBy(asc(appointmentRequests.id));
    const req = candidates.find((r, i) => i > 1 && r.patientUserId);
    if (!req) throw new Error('seed has no pending OPD request of a patient account');
    const [patient] = await t.handle.db.select().from(users).where(eq(users.id, req.patientUserId!));
    const preferred = new Set(
      (await t.handle.db.select().from(preferredSlots).where(eq(preferredSlots.requestId, req.id))).map((p) =>
        p.start.getTime(),
      ),
    );
    // Two back-to-back free slots away from the preferred sessions: the booking is a proposal the patient answers.
    const free = (await freeSlots(req.unitId, 200, 2 * writers)).filter((s) => !preferred.has(s.start.getTime()));
    const first = free.findIndex((s, i) => free[i + 1]?.start.getTime() === s.end.getTime());
    const pair = free.slice(first, first + 2);
    expect(pair).toHaveLength(2);
    expect(
      (await book(req.unitId, req.referenceNo, { start: pair[0]!.start, end: pair[1]!.end }, false)).statusCode,
    ).toBe(200);

    const owner = new Browser(t.app, 'ava-sg', '10.9.0.1');
    expect((await owner.login(patient!.email)).statusCode).toBe(200);
    const declined = await owner.request({
      method: 'POST',
      url: inboxActionPath('decline'),
      payload: { requestId: req.id, pId: req.patientUserId },
    });
    expect(declined.statusCode).toBe(200);
    expect(await outOfStep(req.unitId)).toEqual([]);
    expect(await t.handle.db.select().from(slotBookings).where(eq(slotBookings.requestId, req.id))).toEqual([]);
  });
});
