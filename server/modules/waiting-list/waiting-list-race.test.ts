import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selfCancelPath } from '../../../src/lib/api/contract/patient-inbox/self-cancel';
import { waitingListPaths } from '../../../src/lib/api/contract/waiting-list';
import { scheduleSlots, slotBookings } from '../../db/schema/domain';
import { waitingListOffers } from '../../db/schema/waiting-list';
import { signIn as signInTo } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';
import { addPatient, bookedRequest, onePlaceSessions, waitingRequest } from './test-fixture';

// Frees and answers arrive together in real life (two cancels of one session, a double click on
// Accept). However they interleave, a place is held for or booked by one patient only.
const tenant = 'ava-sg';
const t = testAppForFile({ seedDomain: true });

const signIn = (email: string, ip: string) => signInTo(t.app, email, { client: tenant, remoteAddress: ip });

describe('waiting-list race', () => {
  it('offers two places freed at once to two different waiters, and lets one of two accepts through', async () => {
    const db = t.handle.db;
    const { first } = await onePlaceSessions(db, tenant, 6);
    // Two places, both booked; three patients wait.
    await db.update(scheduleSlots).set({ capacity: 2 }).where(eq(scheduleSlots.id, first.id));
    const twoPlaces = { ...first, capacity: 2 };
    const a = await addPatient(db, tenant, 'ra');
    const b = await addPatient(db, tenant, 'rb');
    const ha = await bookedRequest(db, twoPlaces, a.id, 'RA');
    const hb = await bookedRequest(db, twoPlaces, b.id, 'RB');
    await db.update(scheduleSlots).set({ bookedCount: 2 }).where(eq(scheduleSlots.id, first.id));
    const waiters: Array<{ id: string }> = [];
    for (const [i, key] of ['R1', 'R2', 'R3'].entries()) {
      const patient = await addPatient(db, tenant, key.toLowerCase());
      waiters.push(
        await waitingRequest(db, { slot: twoPlaces, priority: 1, patientUserId: patient.id, key, minutesAgo: 30 - i }),
      );
    }

    const [ba, bb] = await Promise.all([signIn(a.email, '10.1.0.1'), signIn(b.email, '10.1.0.2')]);
    const cancels = await Promise.all([
      ba.request({ method: 'POST', url: selfCancelPath('MCU', ha.referenceNo), payload: { reason: 'Away' } }),
      bb.request({ method: 'POST', url: selfCancelPath('MCU', hb.referenceNo), payload: { reason: 'Unwell' } }),
    ]);
    expect(cancels.map((c) => c.statusCode)).toEqual([200, 200]);

    const offers = await db.select().from(waitingListOffers).where(eq(waitingListOffers.slotId, first.id));
    // The two who waited longest, one place each; the third still waits.
    expect(offers.map((o) => o.requestId).sort()).toEqual([waiters[0]!.id, waiters[1]!.id]);
    expect(offers.every((o) => o.status === 'offered')).toBe(true);
    const [slot] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.id, first.id));
    expect(slot?.bookedCount).toBe(2);

    // The first waiter clicks Accept twice at once: one booking, one refusal.
    const offer = offers.find((o) => o.requestId === waiters[0]!.id)!;
    const [one, two] = await Promise.all([
      signIn('wl-r1@ava-sg.example', '10.1.0.3'),
      signIn('wl-r1@ava-sg.example', '10.1.0.4'),
    ]);
    const accepts = await Promise.all([
      one.request({ method: 'POST', url: waitingListPaths.accept(offer.id) }),
      two.request({ method: 'POST', url: waitingListPaths.accept(offer.id) }),
    ]);
    expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const [after] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.id, first.id));
    expect(after?.bookedCount).toBe(2);
    const counted = await db
      .select()
      .from(slotBookings)
      .where(
        inArray(
          slotBookings.requestId,
          waiters.map((w) => w.id),
        ),
      );
    // Never more places counted than the session has: one booking, one hold, one waiting row.
    expect(
      counted
        .filter((r) => !r.isWaitingList)
        .map((r) => r.requestId)
        .sort(),
    ).toEqual([waiters[0]!.id, waiters[1]!.id]);
  });
});
