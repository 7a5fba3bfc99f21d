import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookPath,
  bookResponseSchema,
  patientCasePath,
  patientCaseResponseSchema,
  statusUpdatePath,
} from '../../../src/lib/api/contract/schedules/staff-booking';
import {
  providerBookingPath,
  bookingSummaryResponseSchema,
  unitSchedulesPath,
  unitSchedulesResponseSchema,
} from '../../../src/lib/api/contract/schedules/staff-schedule';
import {
  appointmentRequests,
  appointmentStatusHistory,
  scheduleDays,
  scheduleSessions,
  scheduleSlots,
  slotBookings,
} from '../../db/schema/domain';
import { Browser, errorOf, parse, signIn } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

let clinic: Browser;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  clinic = await signIn(t.app, 'clinic@ava-sg.demo');
});

async function pendingRequest(skip = 0) {
  const rows = await t.handle.db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.tenantId, 'ava-sg'),
        eq(appointmentRequests.status, 'Pending Clinic Response'),
        eq(appointmentRequests.requestType, 'OPD'),
      ),
    );
  const req = rows[skip];
  if (!req) throw new Error('seed has no pending OPD request');
  return req;
}

async function freeSlot(unitId: number, skip = 0) {
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
    .orderBy(scheduleSlots.start);
  const slot = slots[skip];
  if (!slot) throw new Error('no free slot');
  return slot;
}

const book = (b: Browser, unitId: number, ref: string, start: Date, end: Date, isReschedule = false) =>
  b.request({
    method: 'POST',
    url: bookPath(unitId, ref),
    payload: { assignedSlot: { slotStartAt: start.toISOString(), slotEndAt: end.toISOString() }, isReschedule },
  });

describe('staff booking', () => {
  it('lets exactly one of 20 concurrent bookings at one slot succeed', async () => {
    const req = await pendingRequest(0);
    const slot = await freeSlot(req.unitId, 3);
    // Twenty different requests for the same unit race for one slot.
    const clones = Array.from({ length: 20 }, (_, i) => ({
      ...req,
      id: `${req.id}-race-${i}`,
      referenceNo: `RACE${String(i).padStart(4, '0')}`,
    }));
    await t.handle.db.insert(appointmentRequests).values(clones);
    const answers = await Promise.all(clones.map((c) => book(clinic, c.unitId, c.referenceNo, slot.start, slot.end)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(errorOf(answers.find((a) => a.statusCode === 409)!).message).toMatch(/just been booked/);
    const [after] = await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
    expect(after?.bookedCount).toBe(1);
    expect(await t.handle.db.select().from(slotBookings).where(eq(slotBookings.slotId, slot.id))).toHaveLength(1);
  });

  it('books a preferred slot as Scheduled, a non-preferred one as Pending Patient Response, and reschedule frees the old slot', async () => {
    const req = await pendingRequest(1);
    const kase = parse(
      patientCaseResponseSchema,
      await clinic.request({ method: 'GET', url: patientCasePath(req.unitId, req.referenceNo) }),
    ).data;
    const other = await freeSlot(req.unitId, 7);
    const first = parse(bookResponseSchema, await book(clinic, req.unitId, req.referenceNo, other.start, other.end));
    expect(first.data).toMatchObject({
      status: 'Pending Patient Response',
      usedPreferredSlot: false,
      displayName: kase.caseData.person.name,
    });

    const preferred = kase.bookedSchedule.find((p) => !Number.isNaN(Date.parse(p.start)))!;
    const res = await book(
      clinic,
      req.unitId,
      req.referenceNo,
      new Date(preferred.start),
      new Date(preferred.end),
      true,
    );
    if (res.statusCode === 200) {
      expect(parse(bookResponseSchema, res).data).toMatchObject({ status: 'Scheduled', usedPreferredSlot: true });
    } else {
      // The seed may have filled the preferred slot (waiting list): then the conflict is clear.
      expect(res.statusCode).toBe(409);
    }
    const [old] = await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, other.id));
    expect(old?.bookedCount).toBe(res.statusCode === 200 ? 0 : 1);
    const history = await t.handle.db
      .select()
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.requestId, req.id));
    expect(history.some((h) => h.changedByName.length > 0 && h.notes?.includes('alternative slot proposed'))).toBe(
      true,
    );
  });

  it('refuses Cancel without notes, then cancels with notes, frees the slot and records who', async () => {
    const req = await pendingRequest(2);
    const slot = await freeSlot(req.unitId, 11);
    expect((await book(clinic, req.unitId, req.referenceNo, slot.start, slot.end)).statusCode).toBe(200);
    const refused = await clinic.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: req.unitId, requesterId: req.referenceNo, status: 'Cancel', notes: '  ' },
    });
    expect(refused.statusCode).toBe(400);
    const early = await clinic.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: req.unitId, requesterId: req.referenceNo, status: 'Attended', notes: '' },
    });
    expect(early.statusCode).toBe(409);
    const done = await clinic.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: req.unitId, requesterId: req.referenceNo, status: 'Cancel', notes: 'Patient asked' },
    });
    expect(done.statusCode).toBe(200);
    const [after] = await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
    expect(after?.bookedCount).toBe(0);
    const history = await t.handle.db
      .select()
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.requestId, req.id));
    const cancel = history.find((h) => h.status === 'Cancel');
    expect(cancel?.notes).toBe('Patient asked');
    expect(cancel?.changedByName).not.toBe('');
  });

  it('keeps other providers and patients out', async () => {
    const req = await pendingRequest(0);
    const patient = new Browser(t.app, 'ava-sg');
    await patient.login('patient@ava-sg.demo');
    expect(
      (await patient.request({ method: 'GET', url: patientCasePath(req.unitId, req.referenceNo) })).statusCode,
    ).toBe(403);
    const other = new Browser(t.app, 'sehat-id');
    await other.login('clinic@sehat-id.demo');
    expect((await other.request({ method: 'GET', url: patientCasePath(req.unitId, req.referenceNo) })).statusCode).toBe(
      404,
    );
  });

  it('marks a day busy in the provider summary once none of its slots has room', async () => {
    const summaryNow = async () =>
      parse(
        bookingSummaryResponseSchema,
        await clinic.request({ method: 'GET', url: providerBookingPath('prov-ava-sg') }),
      ).data;
    const before = await summaryNow();
    const free = before.calendarSummary.find((d) => d.status === 'free')!;
    const unitIds = before.appointmentUnits.map((u) => u.unitId);
    const days = await t.handle.db
      .select({ id: scheduleDays.id })
      .from(scheduleDays)
      .where(and(inArray(scheduleDays.unitId, unitIds), eq(scheduleDays.localDate, free.date)));
    const sessions = await t.handle.db
      .select({ id: scheduleSessions.id })
      .from(scheduleSessions)
      .where(
        inArray(
          scheduleSessions.dayId,
          days.map((d) => d.id),
        ),
      );
    await t.handle.db
      .update(scheduleSlots)
      .set({ bookedCount: sql`${scheduleSlots.capacity}` })
      .where(
        inArray(
          scheduleSlots.sessionId,
          sessions.map((x) => x.id),
        ),
      );
    const after = await summaryNow();
    expect(after.calendarSummary.find((d) => d.date === free.date)?.status).toBe('busy');
    expect(after.calendarSummary.filter((d) => d.status === 'free').length).toBe(
      before.calendarSummary.filter((d) => d.status === 'free').length - 1,
    );
  });

  it('serves the provider summary and unit schedules in the tenant zone', async () => {
    const summary = parse(
      bookingSummaryResponseSchema,
      await clinic.request({ method: 'GET', url: providerBookingPath('prov-ava-sg') }),
    ).data;
    expect(summary.allResources.length).toBeGreaterThan(1);
    const unitId = summary.appointmentUnits[0]!.unitId;
    const day = summary.calendarSummary[3]!.date;
    const units = parse(
      unitSchedulesResponseSchema,
      await clinic.request({
        method: 'POST',
        url: unitSchedulesPath,
        payload: { unitIds: [unitId], from: day, to: day },
      }),
    ).data.units;
    for (const d of units[0]!.calendar) {
      // A Singapore day starts at 16:00 UTC the evening before.
      expect(new Date(d.start).toISOString()).toMatch(/T16:00:00.000Z$/);
    }
    expect((await clinic.request({ method: 'GET', url: providerBookingPath('prov-sehat-id') })).statusCode).toBe(403);
  });
});
