import { and, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxPath, devMailboxResponseSchema, type DevMail } from '../../../src/lib/api/contract/account';
import {
  bookPath,
  bookResponseSchema,
  patientCasePath,
  patientCaseResponseSchema,
} from '../../../src/lib/api/contract/schedules/staff-booking';
import { appointmentRequests } from '../../db/schema/domain';
import { appointmentReminders } from '../../db/schema/jobs';
import { seedUserId } from '../../db/seed/index';
import { Browser, createTestApp, parse, type TestApp } from '../../testing/test-app';
import { sendDueReminders } from './reminders';

/**
 * The reminder end to end on one clock the test moves (nothing sleeps for a day): the clinic books a
 * Hong Kong patient's appointment, the periodic sweep finds it once it is 24 hours ahead, and the
 * worker mails the patient in their language (the tenant's default, Traditional Chinese), once.
 */
const tenant = 'harbour-hk';
const hour = 60 * 60 * 1000;
const subject = (
  JSON.parse(readFileSync('locales/zh-HK/notifications.json', 'utf8')) as {
    kinds: { 'appointment-reminder': { subject: string } };
  }
).kinds['appointment-reminder'].subject;

let t: TestApp;
let clock = new Date();
let clinic: Browser;

beforeAll(async () => {
  t = await createTestApp({ seedDomain: true, now: () => clock, jobs: { pollingIntervalSeconds: 0.5 } });
  clinic = new Browser(t.app, tenant);
  expect((await clinic.login(`clinic@${tenant}.demo`)).statusCode).toBe(200);
}, 120_000);
afterAll(() => t?.close());

/** Reminders queued for a request so far (the sweep covers every tenant's appointments, not only this one). */
const queuedFor = (requestId: string) =>
  t.handle.db.select().from(appointmentReminders).where(eq(appointmentReminders.requestId, requestId));

async function remindersTo(email: string, referenceNo: string): Promise<DevMail[]> {
  const res = await clinic.request({ method: 'GET', url: `${devMailboxPath}?to=${encodeURIComponent(email)}` });
  return parse(devMailboxResponseSchema, res).data.filter((m) => m.subject === subject && m.text.includes(referenceNo));
}

/** Books one of the demo patient's pending requests at a preferred time that is still free: Scheduled. */
async function scheduleOne(): Promise<{ requestId: string; referenceNo: string; start: Date }> {
  const pending = await t.handle.db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.tenantId, tenant),
        eq(appointmentRequests.patientUserId, seedUserId(tenant, 'patient')),
        eq(appointmentRequests.status, 'Pending Clinic Response'),
      ),
    );
  for (const req of pending) {
    const kase = parse(
      patientCaseResponseSchema,
      await clinic.request({ method: 'GET', url: patientCasePath(req.unitId, req.referenceNo) }),
    ).data;
    for (const preferred of kase.bookedSchedule.filter((p) => !Number.isNaN(Date.parse(p.start)))) {
      const res = await clinic.request({
        method: 'POST',
        url: bookPath(req.unitId, req.referenceNo),
        payload: { assignedSlot: { slotStartAt: preferred.start, slotEndAt: preferred.end }, isReschedule: false },
      });
      if (res.statusCode === 200 && parse(bookResponseSchema, res).data.status === 'Scheduled') {
        return { requestId: req.id, referenceNo: req.referenceNo, start: new Date(preferred.start) };
      }
    }
  }
  throw new Error('no pending request of the demo patient could be booked at a preferred time');
}

describe('appointment reminder mail', () => {
  it('goes out once, in the patient language, when the appointment comes within 24 hours', async () => {
    const email = `patient@${tenant}.demo`;
    const { requestId, referenceNo, start } = await scheduleOne();

    // A day and an hour ahead: not due yet.
    clock = new Date(start.getTime() - 25 * hour);
    await sendDueReminders(t.app.deps, clock);
    expect(await queuedFor(requestId)).toEqual([]);

    // The clock moves on until the appointment is 23 hours ahead: the sweep queues it, the worker mails it.
    clock = new Date(start.getTime() - 23 * hour);
    await sendDueReminders(t.app.deps, clock);
    expect(await queuedFor(requestId)).toHaveLength(1);
    let mails: DevMail[] = [];
    for (const until = Date.now() + 15_000; mails.length === 0 && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 250));
      mails = await remindersTo(email, referenceNo);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain('<html lang="zh-HK">');
    expect(mails[0]!.text).toContain(referenceNo);

    // Five minutes later the sweep runs again (on whichever instance): nothing new, no second mail.
    clock = new Date(clock.getTime() + 5 * 60 * 1000);
    await sendDueReminders(t.app.deps, clock);
    expect(await queuedFor(requestId)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await remindersTo(email, referenceNo)).toHaveLength(1);
  });
});
