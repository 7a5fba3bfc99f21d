import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseDetailsPath, caseDetailsResponseSchema } from '../../../src/lib/api/contract/patient-inbox/case-details';
import { selfCancelPath } from '../../../src/lib/api/contract/patient-inbox/self-cancel';
import { statusUpdatePath } from '../../../src/lib/api/contract/schedules/staff-booking';
import {
  acceptOfferResponseSchema,
  waitingListOfferResponseSchema,
  waitingListPaths,
  waitingListResponseSchema,
} from '../../../src/lib/api/contract/waiting-list';
import { appointmentRequests, appointmentStatusHistory, scheduleSlots, slotBookings } from '../../db/schema/domain';
import { waitingListOffers } from '../../db/schema/waiting-list';
import { expireWaitingListOffers } from './offer-service';
import { Browser, errorOf, parse, signIn as signInTo } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';
import { addPatient, bookedRequest, onePlaceSessions, waitingRequest } from './test-fixture';

const tenant = 'ava-sg';
const minute = 60_000;
let clock = new Date();
const t = testAppForFile({ seedDomain: true, now: () => clock });
let ip = 10;

/** Each sign-in from an address of its own, so one's failed attempts never slow another's. */
function signIn(email: string): Promise<Browser> {
  ip += 1;
  return signInTo(t.app, email, { client: tenant, remoteAddress: `10.0.0.${ip}` });
}

const offersOf = (requestId: string) =>
  t.handle.db.select().from(waitingListOffers).where(eq(waitingListOffers.requestId, requestId));
const slotNow = async (slotId: string) =>
  (await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slotId)))[0]!;

describe('self-cancel and waiting-list promotion', () => {
  it('seeds a full health-screening session with two patients waiting in every market', async () => {
    for (const id of t.app.deps.tenants.all.map((m) => m.id)) {
      const clinic = new Browser(t.app, id, `10.0.2.${id.length}`);
      expect((await clinic.login(`clinic@${id}.demo`)).statusCode).toBe(200);
      const list = parse(
        waitingListResponseSchema,
        await clinic.request({ method: 'GET', url: waitingListPaths.healthScreening(`prov-${id}`) }),
      ).data;
      const seeded = list.sessions.find((s) => s.entries.length >= 2);
      expect(seeded?.entries.map((e) => e.status).slice(0, 2), id).toEqual(['waiting', 'waiting']);
      expect(seeded!.bookedCount).toBe(seeded!.capacity);
    }
  });

  it('cancels the patient’s own session with a reason and holds the place for the first waiter, by priority', async () => {
    const db = t.handle.db;
    const { first } = await onePlaceSessions(db, tenant, 5);
    const booked = await bookedRequest(db, first, `u-${tenant}-patient`, 'A');
    const w1 = await addPatient(db, tenant, 'w1');
    const w2 = await addPatient(db, tenant, 'w2');
    // W2 asked first, but for this session as a second choice: W1's first choice goes ahead.
    const r1 = await waitingRequest(db, { slot: first, priority: 1, patientUserId: w1.id, key: 'W1', minutesAgo: 10 });
    const r2 = await waitingRequest(db, { slot: first, priority: 2, patientUserId: w2.id, key: 'W2', minutesAgo: 60 });

    const patient = await signIn(`patient@${tenant}.demo`);
    const details = parse(
      caseDetailsResponseSchema,
      await patient.request({ method: 'GET', url: caseDetailsPath('MCU', booked.referenceNo, `u-${tenant}-patient`) }),
    ).data;
    expect(details.selfCancel).toEqual({
      allowed: true,
      until: new Date(first.start.getTime() - 24 * 60 * minute).toISOString(),
      refusal: null,
    });

    const url = selfCancelPath('MCU', booked.referenceNo);
    expect((await patient.request({ method: 'POST', url, payload: { reason: '   ' } })).statusCode).toBe(400);
    // Another patient's request answers as missing.
    const other = await signIn(w1.email);
    expect((await other.request({ method: 'POST', url, payload: { reason: 'Not mine' } })).statusCode).toBe(404);

    const cancelled = await patient.request({ method: 'POST', url, payload: { reason: 'Travelling that week' } });
    expect(cancelled.statusCode).toBe(200);
    const [after] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, booked.id));
    expect(after?.status).toBe('Cancel');
    const history = await db
      .select()
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.requestId, booked.id));
    expect(history.map((h) => [h.status, h.changedByUserId, h.notes])).toContainEqual([
      'Cancel',
      `u-${tenant}-patient`,
      'Travelling that week',
    ]);
    const again = await patient.request({ method: 'POST', url, payload: { reason: 'Again' } });
    expect([again.statusCode, errorOf(again).reason]).toEqual([409, 'selfCancel.alreadyCancelled']);

    // The place stays counted: held for W1 for the tenant's two hours; W2 waits.
    expect((await slotNow(first.id)).bookedCount).toBe(1);
    const [offer] = await offersOf(r1.id);
    expect(offer).toMatchObject({ status: 'offered', heldUntil: new Date(clock.getTime() + 120 * minute) });
    expect(await offersOf(r2.id)).toEqual([]);

    const w1Details = parse(
      caseDetailsResponseSchema,
      await other.request({ method: 'GET', url: caseDetailsPath('MCU', r1.referenceNo, w1.id) }),
    ).data;
    expect(w1Details.waitingListOffers.map((o) => [o.offerId, o.status])).toEqual([[offer!.id, 'offered']]);

    const clinic = await signIn(`clinic@${tenant}.demo`);
    const list = parse(
      waitingListResponseSchema,
      await clinic.request({
        method: 'GET',
        url: `${waitingListPaths.healthScreening(`prov-${tenant}`)}?unitId=${first.unitId}`,
      }),
    ).data;
    const session = list.sessions.find((s) => s.slotId === first.id);
    expect(session?.entries.map((e) => [e.position, e.referenceNo, e.status, e.offeredUntil])).toEqual([
      [1, r1.referenceNo, 'offered', offer!.heldUntil.toISOString()],
      [2, r2.referenceNo, 'waiting', null],
    ]);
  });

  it('passes a declined place to the next one, and frees it when the last hold runs out', async () => {
    const db = t.handle.db;
    const [offer] = await offersOf('wl-req-W1');
    const w1 = await signIn('wl-w1@ava-sg.example');
    expect((await w1.request({ method: 'POST', url: waitingListPaths.decline(offer!.id) })).statusCode).toBe(200);
    const late = await w1.request({ method: 'POST', url: waitingListPaths.accept(offer!.id) });
    expect([late.statusCode, errorOf(late).reason]).toEqual([409, 'waitingList.closed']);

    const [next] = await offersOf('wl-req-W2');
    expect(next?.status).toBe('offered');
    const w2 = await signIn('wl-w2@ava-sg.example');
    const seen = parse(
      waitingListOfferResponseSchema,
      await w2.request({ method: 'GET', url: waitingListPaths.offer(next!.id) }),
    ).data;
    expect(seen).toMatchObject({ status: 'offered', referenceNo: 'WLW2', requestType: 'MCU' });
    expect(seen.session.timeZone).toBe('Asia/Singapore');
    // Only the offered patient sees it.
    expect((await w1.request({ method: 'GET', url: waitingListPaths.offer(next!.id) })).statusCode).toBe(404);

    // Nothing happens before the hold ends; then the place goes back to the pool (no one else waits).
    expect(await expireWaitingListOffers(t.app.deps, new Date(clock.getTime() + 119 * minute))).toBe(0);
    expect(await expireWaitingListOffers(t.app.deps, new Date(clock.getTime() + 121 * minute))).toBe(1);
    expect((await offersOf('wl-req-W2'))[0]?.status).toBe('expired');
    expect((await slotNow(next!.slotId)).bookedCount).toBe(0);
    const rows = await db.select().from(slotBookings).where(eq(slotBookings.slotId, next!.slotId));
    expect(rows.every((r) => r.isWaitingList)).toBe(true);
    const expired = await w2.request({ method: 'POST', url: waitingListPaths.accept(next!.id) });
    expect([expired.statusCode, errorOf(expired).reason]).toEqual([409, 'waitingList.expired']);
  });

  it('makes an accepted place the booking after a staff cancel, and gives back what the request held', async () => {
    const db = t.handle.db;
    const { first, second } = await onePlaceSessions(db, tenant, 9);
    const holder = await bookedRequest(db, first, `u-${tenant}-patient`, 'B');
    const w3 = await addPatient(db, tenant, 'w3');
    const r3 = await waitingRequest(db, {
      slot: first,
      priority: 1,
      patientUserId: w3.id,
      key: 'W3',
      minutesAgo: 5,
      alsoHolds: second,
    });
    const clinic = await signIn(`clinic@${tenant}.demo`);
    const cancel = await clinic.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: first.unitId, requesterId: holder.referenceNo, status: 'Cancel', notes: 'Doctor away' },
    });
    expect(cancel.statusCode).toBe(200);
    const [offer] = await offersOf(r3.id);
    expect(offer?.status).toBe('offered');

    const patient = await signIn(w3.email);
    const accepted = parse(
      acceptOfferResponseSchema,
      await patient.request({ method: 'POST', url: waitingListPaths.accept(offer!.id) }),
    ).data;
    expect(accepted).toEqual({
      status: 'Scheduled',
      referenceNo: r3.referenceNo,
      requestType: 'MCU',
      assignedSlot: { slotStartAt: first.start.toISOString(), slotEndAt: first.end.toISOString() },
    });
    const [request] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, r3.id));
    expect(request).toMatchObject({ status: 'Scheduled', assignedSlotId: first.id });
    expect((await slotNow(first.id)).bookedCount).toBe(1);
    // Its second choice is given back.
    expect((await slotNow(second.id)).bookedCount).toBe(0);
    const held = await db.select().from(slotBookings).where(eq(slotBookings.requestId, r3.id));
    expect(held.map((b) => [b.slotId, b.isWaitingList])).toEqual([[first.id, false]]);
    const history = await db
      .select()
      .from(appointmentStatusHistory)
      .where(and(eq(appointmentStatusHistory.requestId, r3.id), eq(appointmentStatusHistory.status, 'Scheduled')));
    expect(history.map((h) => h.changedByUserId)).toEqual([w3.id]);
  });

  it('refuses a cancel inside the cut-off, and keeps staff to their own provider', async () => {
    const db = t.handle.db;
    const { first } = await onePlaceSessions(db, tenant, 12);
    const booked = await bookedRequest(db, first, `u-${tenant}-patient`, 'C');
    clock = new Date(first.start.getTime() - 23 * 60 * minute);
    const patient = await signIn(`patient@${tenant}.demo`);
    try {
      const details = parse(
        caseDetailsResponseSchema,
        await patient.request({
          method: 'GET',
          url: caseDetailsPath('MCU', booked.referenceNo, `u-${tenant}-patient`),
        }),
      ).data;
      expect(details.selfCancel).toMatchObject({ allowed: false, refusal: 'tooLate' });
      const late = await patient.request({
        method: 'POST',
        url: selfCancelPath('MCU', booked.referenceNo),
        payload: { reason: 'Too late?' },
      });
      expect([late.statusCode, errorOf(late).reason]).toEqual([409, 'selfCancel.tooLate']);
    } finally {
      clock = new Date();
    }

    expect((await patient.request({ method: 'GET', url: waitingListPaths.clinic(`prov-${tenant}`) })).statusCode).toBe(
      403,
    );
    const otherTenant = new Browser(t.app, 'lumina-my', '10.0.1.1');
    expect((await otherTenant.login('clinic@lumina-my.demo')).statusCode).toBe(200);
    const foreign = await otherTenant.request({
      method: 'GET',
      url: waitingListPaths.healthScreening(`prov-${tenant}`),
    });
    expect(foreign.statusCode).toBe(403);
  });
});
