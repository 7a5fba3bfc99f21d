import { and, asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusUpdatePath } from '../../../src/lib/api/contract/schedules/staff-booking';
import { unitSchedulesPath, unitSchedulesResponseSchema } from '../../../src/lib/api/contract/schedules/staff-schedule';
import {
  acceptOfferResponseSchema,
  waitingListPaths,
  waitingListResponseSchema,
} from '../../../src/lib/api/contract/waiting-list';
import {
  appointmentRequests,
  appointmentUnits,
  preferredSlots,
  scheduleSlots,
  slotBookings,
} from '../../db/schema/domain';
import { waitingListOffers } from '../../db/schema/waiting-list';
import type { Browser } from '../../testing/test-app';
import { parse, signIn as signInTo } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';
import { addPatient } from './test-fixture';

/**
 * The waiting list for a doctor's slot, as for a screening session: the clinic cancels the appointment
 * holding a one-place slot, the first patient waiting for it is offered it, accepts, and the clinic
 * schedule's waiting list and board show the change. A doctor slot keeps no waiting booking row, so
 * the offer's held place is a booking made at the offer.
 */
const tenant = 'ava-sg';
const t = testAppForFile({ seedDomain: true });
let ip = 40;

/** Each sign-in from an address of its own, so one's failed attempts never slow another's. */
function signIn(email: string): Promise<Browser> {
  ip += 1;
  return signInTo(t.app, email, { client: tenant, remoteAddress: `10.0.1.${ip}` });
}

describe('waiting list for a doctor slot', () => {
  it('offers a cancelled appointment’s slot to the first patient waiting, whose acceptance books it', async () => {
    const db = t.handle.db;
    const [unit] = await db
      .select()
      .from(appointmentUnits)
      .where(and(eq(appointmentUnits.tenantId, tenant), eq(appointmentUnits.kind, 'doctor')))
      .orderBy(asc(appointmentUnits.unitId))
      .limit(1);
    if (!unit) throw new Error('no doctor unit');
    const [slot] = await db
      .select()
      .from(scheduleSlots)
      .where(
        and(
          eq(scheduleSlots.unitId, unit.unitId),
          eq(scheduleSlots.bookedCount, 0),
          gt(scheduleSlots.start, new Date(Date.now() + 5 * 86_400_000)),
        ),
      )
      .orderBy(asc(scheduleSlots.start))
      .limit(1);
    if (!slot) throw new Error('no free doctor slot');
    await db.update(scheduleSlots).set({ capacity: 1, bookedCount: 1 }).where(eq(scheduleSlots.id, slot.id));
    const [template] = await db
      .select()
      .from(appointmentRequests)
      .where(and(eq(appointmentRequests.unitId, unit.unitId), eq(appointmentRequests.requestType, 'OPD')))
      .limit(1);
    if (!template) throw new Error('no OPD request on the unit');

    // The appointment holding the slot's one place, and two patients waiting for it (the earlier first).
    const holder = {
      ...template,
      id: 'opd-wl-holder',
      referenceNo: 'OPDWL0001',
      status: 'Scheduled' as const,
      assignedSlotId: slot.id,
      assignedSlotStart: slot.start,
      assignedSlotEnd: slot.end,
    };
    await db.insert(appointmentRequests).values(holder);
    await db.insert(slotBookings).values({
      id: 'bk-opd-wl-holder',
      tenantId: tenant,
      unitId: unit.unitId,
      slotId: slot.id,
      requestId: holder.id,
      slotStartAt: slot.start,
      slotEndAt: slot.end,
      displayName: holder.patient.name,
      referenceId: holder.referenceNo,
      serviceType: 'OPD',
      createdAt: new Date(),
    });
    const waiters = [];
    for (const [k, minutesAgo] of [
      [1, 30],
      [2, 10],
    ] as const) {
      const patient = await addPatient(db, tenant, `opd${k}`);
      const request = {
        ...template,
        id: `opd-wl-${k}`,
        referenceNo: `OPDWL100${k}`,
        status: 'Pending Clinic Response' as const,
        patientUserId: patient.id,
        createdByUserId: patient.id,
        assignedSlotId: null,
        assignedSlotStart: null,
        assignedSlotEnd: null,
        patient: { ...template.patient, name: `Doctor Waiter ${k}` },
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      };
      await db.insert(appointmentRequests).values(request);
      await db.insert(preferredSlots).values({
        id: `${request.id}-pref-1`,
        requestId: request.id,
        start: slot.start,
        end: slot.end,
        priority: 1,
        isWaitingList: true,
        expireAt: new Date(Date.now() + 7 * 86_400_000),
      });
      waiters.push({ patient, request });
    }
    const [first] = waiters as [(typeof waiters)[0]];

    // The clinic schedule's waiting list shows both, in order, waiting.
    const clinic = await signIn(`clinic@${tenant}.demo`);
    const listed = async () => {
      const list = parse(
        waitingListResponseSchema,
        await clinic.request({ method: 'GET', url: waitingListPaths.clinic(unit.providerId) }),
      ).data;
      return list.sessions
        .find((s) => s.slotId === slot.id)
        ?.entries.map((e) => `${e.position}. ${e.referenceNo} ${e.status}`);
    };
    expect(await listed()).toEqual(['1. OPDWL1001 waiting', '2. OPDWL1002 waiting']);

    // The clinic cancels the appointment: the first waiting is offered the place, the second still waits.
    const cancel = await clinic.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: unit.unitId, requesterId: holder.referenceNo, status: 'Cancel', notes: 'Patient travelling' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await listed()).toEqual(['1. OPDWL1001 offered', '2. OPDWL1002 waiting']);
    const [offer] = await db.select().from(waitingListOffers).where(eq(waitingListOffers.requestId, first.request.id));
    expect(offer?.status).toBe('offered');

    // They accept: the slot is theirs and the clinic's board draws their booking at its time.
    const patient = await signIn(first.patient.email);
    const accepted = parse(
      acceptOfferResponseSchema,
      await patient.request({ method: 'POST', url: waitingListPaths.accept(offer!.id) }),
    ).data;
    expect(accepted).toEqual({
      status: 'Scheduled',
      referenceNo: first.request.referenceNo,
      requestType: 'OPD',
      assignedSlot: { slotStartAt: slot.start.toISOString(), slotEndAt: slot.end.toISOString() },
    });
    const [after] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
    expect(after?.bookedCount).toBe(1);
    const board = parse(
      unitSchedulesResponseSchema,
      await clinic.request({
        method: 'POST',
        url: unitSchedulesPath,
        payload: {
          unitIds: [unit.unitId],
          from: slot.start.toISOString().slice(0, 10),
          to: slot.end.toISOString().slice(0, 10),
        },
      }),
    ).data;
    const drawn = board.units
      .flatMap((u) => [...u.calendar.flatMap((d) => d.schedules.flatMap((s) => s.bookedSlots)), ...u.appointments])
      .filter((b) => Date.parse(b.slotStartAt) === slot.start.getTime())
      .map((b) => b.bookedCaseData.referenceId);
    expect(drawn).toEqual([first.request.referenceNo]);
    expect(await listed()).toEqual(['1. OPDWL1002 waiting']);
  });
});
