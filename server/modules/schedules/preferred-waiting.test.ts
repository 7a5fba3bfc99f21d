import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  selectedDayPath,
  selectedDayResponseSchema,
  unitSchedulesPath,
  unitSchedulesResponseSchema,
} from '../../../src/lib/api/contract/schedules/staff-schedule';
import { appointmentRequests, preferredSlots, scheduleSlots, slotBookings } from '../../db/schema/domain';
import { Browser, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * A health-screening session shown "3 of 3 booked" listed requests the clinic had not booked ("Pending Clinic
 * Response") among its bookings, and the same requests again as orange Patient's Choices. A session a request
 * holds while waiting for the clinic, and a waiting-list entry, are no bookings; a choice made on a full session
 * (the waiting list) is no place to book (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
 */
let clinic: Browser;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  clinic = new Browser(t.app, 'ava-sg', '10.29.8.1');
  expect((await clinic.login('clinic@ava-sg.demo')).statusCode).toBe(200);
});

const localDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Singapore' });

/** Future preferred sessions of ava-sg requests still waiting for the clinic, soonest first. */
async function pendingChoices(isWaitingList: boolean) {
  return t.handle.db
    .select({ p: preferredSlots, r: appointmentRequests, slot: scheduleSlots })
    .from(preferredSlots)
    .innerJoin(appointmentRequests, eq(appointmentRequests.id, preferredSlots.requestId))
    .innerJoin(
      scheduleSlots,
      and(eq(scheduleSlots.unitId, appointmentRequests.unitId), eq(scheduleSlots.start, preferredSlots.start)),
    )
    .where(
      and(
        eq(appointmentRequests.tenantId, 'ava-sg'),
        eq(appointmentRequests.status, 'Pending Clinic Response'),
        eq(preferredSlots.isWaitingList, isWaitingList),
        gt(preferredSlots.start, new Date(t.app.deps.now().getTime() + 86_400_000)),
      ),
    )
    .orderBy(preferredSlots.start)
    .limit(1);
}

/** What the session picker writes for a chosen session: a place held, or a waiting-list entry. */
async function hold(row: Awaited<ReturnType<typeof pendingChoices>>[number], isWaitingList: boolean) {
  await t.handle.db.insert(slotBookings).values({
    // One request may hold a place and wait for another session: one booking id per kind.
    id: `bk-test-${isWaitingList ? 'waiting' : 'held'}-${row.r.id}`,
    tenantId: 'ava-sg',
    unitId: row.r.unitId,
    slotId: row.slot.id,
    requestId: row.r.id,
    slotStartAt: row.slot.start,
    slotEndAt: row.slot.end,
    displayName: row.r.patient.name,
    referenceId: row.r.referenceNo,
    serviceType: row.r.requestType,
    isWaitingList,
  });
}

async function board(row: Awaited<ReturnType<typeof pendingChoices>>[number]) {
  const units = parse(
    unitSchedulesResponseSchema,
    await clinic.request({
      method: 'POST',
      url: unitSchedulesPath,
      payload: { unitIds: [row.r.unitId], from: localDay(row.p.start), to: localDay(row.p.start) },
    }),
  ).data.units;
  const booked = units.flatMap((u) => u.calendar.flatMap((d) => d.schedules.flatMap((s) => s.bookedSlots)));
  return {
    booked: booked.map((b) => b.bookedCaseData.referenceId),
    choices: units.flatMap((u) => u.preferredSlots).filter((p) => p.referenceId === row.r.referenceNo),
  };
}

describe("the schedule's bookings and patients' choices", () => {
  it("a session held for a request the clinic has not answered is its Patient's Choice, not a booking", async () => {
    const [row] = await pendingChoices(false);
    expect(row, 'a pending request with an open preferred session').toBeDefined();
    await hold(row!, false);
    const { booked, choices } = await board(row!);
    expect(booked).not.toContain(row!.r.referenceNo);
    expect(choices.find((c) => c.start === row!.p.start.toISOString())).toMatchObject({ waiting: false });

    // The session is full with that place in it; booking the request, Add Appointment offers it (clicked at 16:30,
    // it opens at 16:30), since booking there gives the held place up first.
    await t.handle.db
      .update(scheduleSlots)
      .set({ bookedCount: row!.slot.capacity })
      .where(eq(scheduleSlots.id, row!.slot.id));
    const freeAt = async (requesterId?: string) =>
      parse(
        selectedDayResponseSchema,
        await clinic.request({
          method: 'GET',
          url: selectedDayPath(row!.r.unitId, localDay(row!.p.start), requesterId),
        }),
      ).data.slots.find((s) => Date.parse(s.slotStartAt) === row!.slot.start.getTime())?.available;
    expect(await freeAt()).toBe(false);
    expect(await freeAt(row!.r.referenceNo)).toBe(true);
  });

  it('a waiting-list entry is no booking, and its choice is marked waiting', async () => {
    const [row] = await pendingChoices(true);
    expect(row, 'a pending request waiting for a full session').toBeDefined();
    await hold(row!, true);
    const { booked, choices } = await board(row!);
    expect(booked).not.toContain(row!.r.referenceNo);
    expect(choices.find((c) => c.start === row!.p.start.toISOString())).toMatchObject({ waiting: true });
  });
});
