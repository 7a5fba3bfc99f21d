import { and, asc, eq, gt, isNull, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookPath,
  bookResponseSchema,
  patientCasePath,
  patientCaseResponseSchema,
  statusUpdatePath,
} from '../../../src/lib/api/contract/schedules/staff-booking';
import { unitSchedulesPath, unitSchedulesResponseSchema } from '../../../src/lib/api/contract/schedules/staff-schedule';
import { appointmentUnits, scheduleSlots, screeningPackages, slotBookings } from '../../db/schema/domain';
import { Browser, createTestApp, errorOf, parse, type TestApp } from '../../testing/test-app';

/**
 * Walk-ins (bookings without a portal request) on the clinic schedules
 * (docs/decisions/0032-preferred-times-sign-up-gate-money.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDomain: true });
}, 120_000);
afterAll(async () => t?.close());

async function staff(tenant: string) {
  const b = new Browser(t.app, tenant);
  expect((await b.login(`clinic@${tenant}.demo`)).statusCode).toBe(200);
  return b;
}

/** A future walk-in of the tenant (of a kind of unit), and a free slot of its unit after it. */
async function futureWalkIn(tenant: string, kind: 'doctor' | 'screening') {
  const soon = new Date(Date.now() + 2 * 86_400_000);
  const rows = await t.handle.db
    .select({ b: slotBookings })
    .from(slotBookings)
    .innerJoin(appointmentUnits, eq(appointmentUnits.unitId, slotBookings.unitId))
    .where(
      and(
        eq(slotBookings.tenantId, tenant),
        isNull(slotBookings.requestId),
        eq(appointmentUnits.kind, kind),
        gt(slotBookings.slotStartAt, soon),
      ),
    )
    .orderBy(asc(slotBookings.slotStartAt))
    .limit(1);
  const walkIn = rows[0]!.b;
  const [free] = await t.handle.db
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.unitId, walkIn.unitId),
        eq(scheduleSlots.bookedCount, 0),
        gt(scheduleSlots.start, walkIn.slotEndAt),
      ),
    )
    .orderBy(asc(scheduleSlots.start))
    .limit(1);
  return { walkIn, free: free! };
}

const slotCount = async (id: string) =>
  (await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, id)))[0]!.bookedCount;

describe('walk-ins', () => {
  it('health-screening walk-ins name their package on the schedule', async () => {
    const b = await staff('sehat-id');
    const { walkIn } = await futureWalkIn('sehat-id', 'screening');
    const day = walkIn.slotStartAt.toISOString().slice(0, 10);
    const res = parse(
      unitSchedulesResponseSchema,
      await b.request({
        method: 'POST',
        url: unitSchedulesPath,
        payload: { unitIds: [walkIn.unitId], from: day, to: day },
      }),
    ).data;
    const booked = res.units[0]!.calendar.flatMap((d) => d.schedules.flatMap((s) => s.bookedSlots)).find(
      (s) => s.bookedCaseData.referenceId === walkIn.referenceId,
    )!;
    const [pkg] = await t.handle.db.select().from(screeningPackages).where(eq(screeningPackages.id, walkIn.packageId!));
    expect(booked.bookedCaseData.status).toBeNull();
    expect(booked.bookedCaseData.packageName).toBe(pkg!.name);
    expect(
      await t.handle.db
        .select()
        .from(slotBookings)
        .where(
          and(isNull(slotBookings.requestId), eq(slotBookings.serviceType, 'MCU'), isNull(slotBookings.packageId)),
        ),
    ).toHaveLength(0);
    expect(
      (await t.handle.db.select().from(slotBookings).where(isNotNull(slotBookings.packageId))).length,
    ).toBeGreaterThan(0);
  });

  it('staff move a future walk-in where reschedule is offered, and cancel it (notes kept out of it: no request)', async () => {
    const b = await staff('ava-sg');
    const { walkIn, free } = await futureWalkIn('ava-sg', 'doctor');
    const kase = parse(
      patientCaseResponseSchema,
      await b.request({ method: 'GET', url: patientCasePath(walkIn.unitId, walkIn.referenceId) }),
    ).data;
    expect(kase).toMatchObject({
      referenceNo: walkIn.referenceId,
      status: 'Scheduled',
      bookingRefusal: null,
      caseData: { person: { name: walkIn.displayName } },
    });

    const moved = await b.request({
      method: 'POST',
      url: bookPath(walkIn.unitId, walkIn.referenceId),
      payload: {
        assignedSlot: { slotStartAt: free.start.toISOString(), slotEndAt: free.end.toISOString() },
        isReschedule: true,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(parse(bookResponseSchema, moved).data.status).toBe('Scheduled');
    expect(await slotCount(walkIn.slotId)).toBe(0);
    expect(await slotCount(free.id)).toBe(1);

    const attended = await b.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: walkIn.unitId, requesterId: walkIn.referenceId, status: 'Attended', notes: '' },
    });
    expect(attended.statusCode).toBe(409);
    const cancelled = await b.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: walkIn.unitId, requesterId: walkIn.referenceId, status: 'Cancel', notes: 'Called to cancel' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await slotCount(free.id)).toBe(0);
    expect(
      await t.handle.db.select().from(slotBookings).where(eq(slotBookings.referenceId, walkIn.referenceId)),
    ).toHaveLength(0);
  });

  it('where reschedule is off (harbour-hk) a walk-in cannot be moved but can be cancelled; another provider gets 404', async () => {
    const b = await staff('harbour-hk');
    const { walkIn, free } = await futureWalkIn('harbour-hk', 'doctor');
    const kase = parse(
      patientCaseResponseSchema,
      await b.request({ method: 'GET', url: patientCasePath(walkIn.unitId, walkIn.referenceId) }),
    ).data;
    expect(kase.bookingRefusal).toBe('notOffered');
    const moved = await b.request({
      method: 'POST',
      url: bookPath(walkIn.unitId, walkIn.referenceId),
      payload: {
        assignedSlot: { slotStartAt: free.start.toISOString(), slotEndAt: free.end.toISOString() },
        isReschedule: true,
      },
    });
    expect(moved.statusCode).toBe(403);
    expect(errorOf(moved).reason).toBe('reschedule.notOffered');

    const other = await staff('ava-sg');
    const foreign = await other.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: walkIn.unitId, requesterId: walkIn.referenceId, status: 'Cancel', notes: 'x' },
    });
    expect([403, 404]).toContain(foreign.statusCode);

    const cancelled = await b.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: walkIn.unitId, requesterId: walkIn.referenceId, status: 'Cancel', notes: 'No longer coming' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await slotCount(walkIn.slotId)).toBe(0);
  });
});
