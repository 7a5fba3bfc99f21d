import { and, eq, gt, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseDetailsPath, caseDetailsResponseSchema } from '../../../src/lib/api/contract/patient-inbox/case-details';
import {
  bookPath,
  bookResponseSchema,
  patientCasePath,
  patientCaseResponseSchema,
  statusUpdatePath,
} from '../../../src/lib/api/contract/schedules/staff-booking';
import {
  selectedDayPath,
  selectedDayResponseSchema,
  unitSchedulesPath,
  unitSchedulesResponseSchema,
} from '../../../src/lib/api/contract/schedules/staff-schedule';
import { staffWorklistPath, worklistResponseSchema } from '../../../src/lib/api/contract/worklists';
import { appointmentRequests, scheduleSlots, type AppointmentRequestStatus } from '../../db/schema/domain';
import { Browser, errorOf, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * Reschedule (docs/decisions/0027-reschedule.md): the patient moves their own Scheduled,
 * future appointment from Case Details; the server allows it only on a tenant
 * whose manifest offers reschedule (the default client) and never for a closed
 * or past appointment.
 */
let patient: Browser;
let patientId: string;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  patient = new Browser(t.app, 'ava-sg', '10.16.0.1');
  expect((await patient.login('patient@ava-sg.demo')).statusCode).toBe(200);
  patientId = patient.cookies.get('userId')!;
});

const now = () => t.app.deps.now();

async function requestOf(
  tenantId: string,
  status: AppointmentRequestStatus,
  when: 'future' | 'past' | 'any',
  userId?: string,
) {
  const rows = await t.handle.db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.tenantId, tenantId),
        eq(appointmentRequests.status, status),
        userId ? eq(appointmentRequests.patientUserId, userId) : undefined,
        when === 'future'
          ? gt(appointmentRequests.assignedSlotStart, now())
          : when === 'past'
            ? lt(appointmentRequests.assignedSlotStart, now())
            : undefined,
      ),
    )
    .orderBy(appointmentRequests.referenceNo);
  const req = rows[0];
  if (!req) throw new Error(`seed has no ${status} (${when}) request in ${tenantId}`);
  return req;
}

async function freeSlotOf(unitId: number) {
  const [slot] = await t.handle.db
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.unitId, unitId),
        eq(scheduleSlots.bookedCount, 0),
        gt(scheduleSlots.start, new Date(now().getTime() + 3 * 86_400_000)),
      ),
    )
    .orderBy(scheduleSlots.start)
    .limit(1);
  if (!slot) throw new Error('no free slot');
  return slot;
}

const book = (b: Browser, unitId: number, ref: string, slot: { start: Date; end: Date }, isReschedule = true) =>
  b.request({
    method: 'POST',
    url: bookPath(unitId, ref),
    payload: {
      assignedSlot: { slotStartAt: slot.start.toISOString(), slotEndAt: slot.end.toISOString() },
      isReschedule,
    },
  });

const localDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Singapore' });

describe("the patient's reschedule (ava-sg, the default client)", () => {
  it('reads their own Scheduled future case, sees the unit free of other patients, and moves the appointment', async () => {
    const req = await requestOf('ava-sg', 'Scheduled', 'future', patientId);
    const details = parse(
      caseDetailsResponseSchema,
      await patient.request({ method: 'GET', url: caseDetailsPath(req.requestType, req.referenceNo, patientId) }),
    ).data;
    expect(details.canReschedule).toBe(true);

    const kase = await patient.request({ method: 'GET', url: patientCasePath(req.unitId, req.referenceNo) });
    expect(kase.statusCode).toBe(200);
    expect(parse(patientCaseResponseSchema, kase).data).toMatchObject({
      referenceNo: req.referenceNo,
      bookingRefusal: null,
      status: 'Scheduled',
    });

    const day = localDay(req.assignedSlotStart!);
    const units = parse(
      unitSchedulesResponseSchema,
      await patient.request({
        method: 'POST',
        url: unitSchedulesPath,
        payload: { unitIds: [req.unitId], from: day, to: day },
      }),
    ).data.units;
    const named = units[0]!.calendar.flatMap((d) =>
      d.schedules.flatMap((s) => s.bookedSlots.map((b) => b.bookedCaseData.referenceId)),
    );
    expect(named).toContain(req.referenceNo);
    expect(named.every((ref) => ref === req.referenceNo)).toBe(true);
    expect(units[0]!.preferredSlots).toEqual([]);

    const slot = await freeSlotOf(req.unitId);
    const selected = parse(
      selectedDayResponseSchema,
      await patient.request({ method: 'GET', url: selectedDayPath(req.unitId, localDay(slot.start)) }),
    ).data;
    expect(selected.slots.some((s) => Date.parse(s.slotStartAt) === slot.start.getTime() && s.available)).toBe(true);

    const moved = await book(patient, req.unitId, req.referenceNo, slot);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(parse(bookResponseSchema, moved).data).toMatchObject({ status: 'Scheduled', usedPreferredSlot: true });
    const [after] = await t.handle.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, req.id));
    expect(after).toMatchObject({ status: 'Scheduled', assignedSlotStart: slot.start });
    const [old] = await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, req.assignedSlotId!));
    expect(old?.bookedCount).toBe(0);
  });

  it.each([
    ['Pending Clinic Response', 'any', 'reschedule.notBooked'],
    ['Pending Patient Response', 'future', 'reschedule.notScheduled'],
    ['Cancel', 'any', 'reschedule.closed'],
    ['Scheduled', 'past', 'reschedule.started'],
  ] as const)(
    'refuses their own %s (%s) case with %s, and Case Details offer no Reschedule',
    async (status, when, reason) => {
      const req = await requestOf('ava-sg', status, when, patientId);
      const details = parse(
        caseDetailsResponseSchema,
        await patient.request({ method: 'GET', url: caseDetailsPath(req.requestType, req.referenceNo, patientId) }),
      ).data;
      expect(details.canReschedule).toBe(false);
      for (const res of [
        await patient.request({ method: 'GET', url: patientCasePath(req.unitId, req.referenceNo) }),
        await book(patient, req.unitId, req.referenceNo, await freeSlotOf(req.unitId)),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).reason).toBe(reason);
      }
    },
  );

  it("answers another patient's case as missing and keeps other units' schedules closed", async () => {
    const mine = await requestOf('ava-sg', 'Scheduled', 'future', patientId);
    const others = (
      await t.handle.db.select().from(appointmentRequests).where(eq(appointmentRequests.tenantId, 'ava-sg'))
    ).filter((r) => r.patientUserId !== patientId && r.assignedSlotStart);
    const stranger = others[0]!;
    expect(
      (await patient.request({ method: 'GET', url: patientCasePath(stranger.unitId, stranger.referenceNo) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await book(patient, stranger.unitId, stranger.referenceNo, await freeSlotOf(stranger.unitId))).statusCode,
    ).toBe(404);
    const ownUnits = new Set(
      (
        await t.handle.db.select().from(appointmentRequests).where(eq(appointmentRequests.patientUserId, patientId))
      ).map((r) => r.unitId),
    );
    const foreignUnit = others.find((r) => !ownUnits.has(r.unitId))?.unitId;
    if (foreignUnit !== undefined) {
      const day = localDay(now());
      expect(
        (
          await patient.request({
            method: 'POST',
            url: unitSchedulesPath,
            payload: { unitIds: [mine.unitId, foreignUnit], from: day, to: day },
          })
        ).statusCode,
      ).toBe(403);
      expect((await patient.request({ method: 'GET', url: selectedDayPath(foreignUnit, day) })).statusCode).toBe(403);
    }
  });
});

describe('reschedule on a tenant whose manifest does not offer it (lumina-my)', () => {
  it('refuses the clinic moving a booked appointment, however the client labels it, and offers no Manage link', async () => {
    const clinic = new Browser(t.app, 'lumina-my', '10.16.0.2');
    expect((await clinic.login('clinic@lumina-my.demo')).statusCode).toBe(200);
    const req = await requestOf('lumina-my', 'Pending Patient Response', 'future');
    const kase = parse(
      patientCaseResponseSchema,
      await clinic.request({ method: 'GET', url: patientCasePath(req.unitId, req.referenceNo) }),
    ).data;
    expect(kase.bookingRefusal).toBe('notOffered');
    const slot = await freeSlotOf(req.unitId);
    for (const isReschedule of [true, false]) {
      const res = await book(clinic, req.unitId, req.referenceNo, slot, isReschedule);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toMatchObject({
        reason: 'reschedule.notOffered',
        message: 'Rescheduling is not available for this client.',
      });
    }
    const [after] = await t.handle.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, req.id));
    expect(after?.assignedSlotStart).toEqual(req.assignedSlotStart);

    const rows = parse(
      worklistResponseSchema,
      await clinic.request({
        method: 'POST',
        url: staffWorklistPath('lumina-my', 'clinic', clinic.cookies.get('userId')!),
        payload: { limit: 100, status: ['Pending Patient Response', 'Scheduled'] },
      }),
    ).data.dataTable.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.map((r) => r.cells))).not.toContain('/schedule/create/');
  });

  it('still lets the clinic make a first booking', async () => {
    const clinic = new Browser(t.app, 'lumina-my', '10.16.0.3');
    await clinic.login('clinic@lumina-my.demo');
    const req = await requestOf('lumina-my', 'Pending Clinic Response', 'any');
    const res = await book(clinic, req.unitId, req.referenceNo, await freeSlotOf(req.unitId), false);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses the patient's own Scheduled appointment on this tenant", async () => {
    const owner = new Browser(t.app, 'lumina-my', '10.16.0.4');
    await owner.login('patient@lumina-my.demo');
    const req = await requestOf('lumina-my', 'Scheduled', 'future', owner.cookies.get('userId'));
    const res = await owner.request({ method: 'GET', url: patientCasePath(req.unitId, req.referenceNo) });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).reason).toBe('reschedule.notOffered');
  });
});

describe('staff reschedule on the default client', () => {
  it('refuses moving a cancelled appointment with the reason', async () => {
    const clinic = new Browser(t.app, 'ava-sg', '10.16.0.5');
    await clinic.login('clinic@ava-sg.demo');
    const req = (
      await t.handle.db
        .select()
        .from(appointmentRequests)
        .where(
          and(eq(appointmentRequests.tenantId, 'ava-sg'), eq(appointmentRequests.status, 'Pending Clinic Response')),
        )
    )
      .filter((r) => r.patientUserId !== patientId)
      .at(-1)!;
    const slot = await freeSlotOf(req.unitId);
    expect((await book(clinic, req.unitId, req.referenceNo, slot, false)).statusCode).toBe(200);
    const cancel = await clinic.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: req.unitId, requesterId: req.referenceNo, status: 'Cancel', notes: 'Patient called' },
    });
    expect(cancel.statusCode).toBe(200);
    const res = await book(clinic, req.unitId, req.referenceNo, await freeSlotOf(req.unitId));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).reason).toBe('reschedule.closed');
  });
});
