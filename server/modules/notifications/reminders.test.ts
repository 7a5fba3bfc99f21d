import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequests } from '../../db/schema/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendDueReminders } from './reminders';

let t: TestApp;
const hour = 60 * 60 * 1000;
const now = new Date('2031-03-10T02:00:00Z');

/** The reminder jobs queued so far, by request (pg-boss's table; nothing runs them in this app). */
async function queuedReminders(): Promise<string[]> {
  const result = await t.handle.db.execute(
    sql`select data->'event'->>'requestId' as "requestId" from pgboss.job
         where name = 'notification' and data->'event'->>'kind' = 'appointment-reminder'`,
  );
  return (result as { rows: { requestId: string }[] }).rows.map((r) => r.requestId).sort();
}

beforeAll(async () => {
  t = await createTestApp({ seedDomain: true, jobs: { work: false } });
});
afterAll(() => t.close());

describe('appointment reminders', () => {
  it('queue one reminder per appointment starting within 24 hours, never a second', async () => {
    const db = t.handle.db;
    const scheduled = await db
      .select({ id: appointmentRequests.id })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.status, 'Scheduled'))
      .limit(3);
    const [soon, tomorrow, moved] = scheduled.map((r) => r.id);
    if (!soon || !tomorrow || !moved) throw new Error('the seed has fewer than three scheduled appointments');
    // The seed's other appointments lie before `now`; these three are placed around it.
    await db.update(appointmentRequests).set({ assignedSlotStart: new Date(now.getTime() - 100 * 24 * hour) });
    const at = (id: string, start: Date) =>
      db.update(appointmentRequests).set({ assignedSlotStart: start }).where(eq(appointmentRequests.id, id));
    await at(soon, new Date(now.getTime() + 2 * hour));
    await at(tomorrow, new Date(now.getTime() + 25 * hour));
    await at(moved, new Date(now.getTime() + 23 * hour));

    expect(await sendDueReminders(t.app.deps, now)).toBe(2);
    expect(await queuedReminders()).toEqual([moved, soon].sort());

    // The periodic job runs again five minutes later, on two instances at once: nothing new is due.
    const later = new Date(now.getTime() + 5 * 60 * 1000);
    const again = await Promise.all([sendDueReminders(t.app.deps, later), sendDueReminders(t.app.deps, later)]);
    expect(again).toEqual([0, 0]);

    // Two hours on, tomorrow's appointment is within a day; the moved one, rescheduled to a new
    // time, gets a reminder for its new start. Both instances together queue each once.
    await at(moved, new Date(now.getTime() + 20 * hour));
    const inTwoHours = new Date(now.getTime() + 2 * hour);
    const both = await Promise.all([
      sendDueReminders(t.app.deps, inTwoHours),
      sendDueReminders(t.app.deps, inTwoHours),
    ]);
    expect(both[0] + both[1]).toBe(2);
    expect(await queuedReminders()).toEqual([moved, moved, soon, tomorrow].sort());

    // A cancelled appointment is not reminded.
    await db
      .update(appointmentRequests)
      .set({ status: 'Cancel', assignedSlotStart: new Date(now.getTime() + 24 * hour) })
      .where(inArray(appointmentRequests.id, [tomorrow]));
    expect(await sendDueReminders(t.app.deps, new Date(now.getTime() + 3 * hour))).toBe(0);
  });
});
