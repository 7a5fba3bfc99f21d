import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookPath } from '../../../src/lib/api/contract/schedules/staff-booking';
import { appointmentRequests, appointmentStatusHistory, scheduleSlots, slotBookings } from '../../db/schema/domain';
import type { Browser } from '../../testing/test-app';
import { errorOf, signIn } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';
import { slotTakenMessage } from '../appointments';

// The clinic's Book action is the portal's contended write: a hundred front-desk
// clicks on one free slot must leave exactly one booking (bench:load runs the
// same race over HTTP on both databases).
const racers = 100;

let clinic: Browser;
const t = testAppForFile({ seedDomain: true });
beforeAll(async () => {
  clinic = await signIn(t.app, 'clinic@ava-sg.demo');
});

describe('booking race', () => {
  it(`lets exactly one of ${racers} concurrent bookings of one free slot succeed and refuses the rest as taken`, async () => {
    const [template] = await t.handle.db
      .select()
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.tenantId, 'ava-sg'),
          eq(appointmentRequests.status, 'Pending Clinic Response'),
          eq(appointmentRequests.requestType, 'OPD'),
        ),
      )
      .limit(1);
    if (!template) throw new Error('seed has no pending OPD request');
    const [slot] = await t.handle.db
      .select()
      .from(scheduleSlots)
      .where(
        and(
          eq(scheduleSlots.unitId, template.unitId),
          eq(scheduleSlots.bookedCount, 0),
          eq(scheduleSlots.capacity, 1),
          gt(scheduleSlots.start, new Date(Date.now() + 2 * 86_400_000)),
        ),
      )
      .orderBy(scheduleSlots.start)
      .limit(1);
    if (!slot) throw new Error('no free one-person slot');
    const clones = Array.from({ length: racers }, (_, i) => ({
      ...template,
      id: `${template.id}-race100-${i}`,
      referenceNo: `R100${String(i).padStart(4, '0')}`,
    }));
    await t.handle.db.insert(appointmentRequests).values(clones);

    const payload = {
      assignedSlot: { slotStartAt: slot.start.toISOString(), slotEndAt: slot.end.toISOString() },
      isReschedule: false,
    };
    const answers = await Promise.all(
      clones.map((c) => clinic.request({ method: 'POST', url: bookPath(c.unitId, c.referenceNo), payload })),
    );

    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(racers - 1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(errorOf(refused).message).toBe(slotTakenMessage);
    }

    const [after] = await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
    expect(after?.bookedCount).toBe(1);
    const held = await t.handle.db.select().from(slotBookings).where(eq(slotBookings.slotId, slot.id));
    expect(held).toHaveLength(1);
    // The winner is the request the booking row names; no loser changed status or history.
    const winner = clones.find((c) => c.id === held[0]!.requestId)!;
    expect(winner).toBeDefined();
    const changed = await t.handle.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.assignedSlotId, slot.id));
    expect(changed.map((r) => r.id)).toEqual([winner.id]);
    const history = await t.handle.db
      .select()
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.changedByUserId, 'u-ava-sg-clinic'));
    expect(history.filter((h) => h.requestId.includes('-race100-')).map((h) => h.requestId)).toEqual([winner.id]);
  });
});
