import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { devMailboxPagePath, devMailboxPath, devMailboxResponseSchema } from '../../../src/lib/api/contract/account';
import { buildApp, type App } from '../../app';
import { Browser, createTestApp, parse, type TestApp } from '../../testing/test-app';
import type { Mailer, MailMessage } from '../../types';
import { notificationDeliveries } from '../../db/schema/jobs';
import { deliverNotification, DeliverySupersededError, type NotificationRenderer } from './delivery';
import { notify } from './notify';

/** Two mails per event, as part B's renderer writes them: html, plain text and an invite. */
const testRenderer: NotificationRenderer = (_deps, _tenantId, event) =>
  Promise.resolve(
    ['patient@ava-sg.demo', 'clinic@ava-sg.demo'].map((to) => ({
      to,
      subject: `Event ${event.kind}`,
      text: 'Your appointment is confirmed.',
      html: '<p style="color:#005">Your appointment is <strong>confirmed</strong>.</p>',
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
      ],
    })),
  );

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const event = { kind: 'appointment-scheduled', requestId: 'r-1' } as const;
let t: TestApp | undefined;
let restarted: App | undefined;

afterEach(async () => {
  await restarted?.close();
  restarted = undefined;
  await t?.close();
  t = undefined;
});

describe('notification jobs', () => {
  it('survive a restart between queueing and sending: each mail arrives once, with its html and invite', async () => {
    // First instance: queues but runs nothing, then stops before any worker saw the job.
    t = await createTestApp({ jobs: { work: false } });
    await t.handle.db.transaction((tx) => notify(tx, 'ava-sg', event));
    // A change that rolls back queues nothing.
    await expect(
      t.handle.db.transaction(async (tx) => {
        await notify(tx, 'ava-sg', { kind: 'appointment-cancelled', requestId: 'r-1', reason: 'x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.close();

    // "Restart": a new app with workers on the same database.
    restarted = await buildApp({
      db: t.handle.db,
      demo: true,
      jobs: { render: testRenderer, pollingIntervalSeconds: 0.5 },
    });
    const b = new Browser(restarted);
    const inbox = () =>
      b.request({ method: 'GET', url: devMailboxPath }).then((res) => parse(devMailboxResponseSchema, res).data);
    await waitFor(inbox, (mails) => mails.length >= 2);
    // Two more polls' worth of time: a second delivery would show up by now.
    await new Promise((r) => setTimeout(r, 1500));
    const mails = await inbox();
    expect(mails.map((m) => `${m.to} ${m.subject}`).sort()).toEqual([
      'clinic@ava-sg.demo Event appointment-scheduled',
      'patient@ava-sg.demo Event appointment-scheduled',
    ]);

    expect(mails[0]!.html).toContain('<strong>confirmed</strong>');
    expect(mails[0]!.attachments).toEqual([expect.objectContaining({ filename: 'invite.ics' })]);
    // The page shows the html part in a sandboxed frame and links the invite for download.
    const page = (await b.request({ method: 'GET', url: devMailboxPagePath })).body;
    expect(page).toContain('<iframe sandbox srcdoc="&#60;p style=&#34;color:#005&#34;&#62;Your appointment is');
    const invite = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR').toString('base64');
    expect(page).toContain(`<a href="data:text/calendar;base64,${invite}" download="invite.ics">invite.ics</a>`);
  });

  it('retries a failed send later and sends each mail once', async () => {
    const sent: MailMessage[] = [];
    let failures = 0;
    // The transport refuses the clinic's mail once: the patient's went out before it.
    const flaky: Mailer = {
      send: (message) => {
        if (message.to.startsWith('clinic') && failures === 0) {
          failures += 1;
          return Promise.reject(new Error('SMTP 451: try again later'));
        }
        sent.push(message);
        return Promise.resolve();
      },
    };
    t = await createTestApp({
      mailer: flaky,
      jobs: { render: testRenderer, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    await notify(t.handle.db, 'ava-sg', event);
    await waitFor(
      () => Promise.resolve(sent.length),
      (n) => n >= 2,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(failures).toBe(1);
    expect(sent.map((m) => m.to).sort()).toEqual(['clinic@ava-sg.demo', 'patient@ava-sg.demo']);
  });
});

describe('notification deliveries across crashes', () => {
  const data = { tenantId: 'ava-sg', event };
  const jobId = '00000000-0000-4000-8000-000000000027';

  /** What the transport was handed, with the delivery row's state at that moment (committed before SMTP?). */
  function recordingMailer(failFor?: string) {
    const db = t!.handle.db;
    const handed: Array<{ to: string; messageId?: string; stateAtSend?: string }> = [];
    let failed = false;
    const mailer: Mailer = {
      send: async (message) => {
        const [row] = await db
          .select({ state: notificationDeliveries.state })
          .from(notificationDeliveries)
          .where(and(eq(notificationDeliveries.jobId, jobId), eq(notificationDeliveries.recipient, message.to)));
        handed.push({ to: message.to, messageId: message.messageId, stateAtSend: row?.state });
        // SMTP took the mail, then the answer was lost (the instance died, the connection dropped).
        if (message.to === failFor && !failed) {
          failed = true;
          throw new Error('connection lost after DATA');
        }
      },
    };
    return { handed, mailer };
  }

  it('records each mail as sending before SMTP, skips sent ones, and sends an unconfirmed one again under the same Message-ID', async () => {
    t = await createTestApp({ jobs: { work: false } });
    const deps = { db: t.handle.db, tenants: t.app.deps.tenants, now: () => new Date() };
    const first = recordingMailer('clinic@ava-sg.demo');
    await expect(
      deliverNotification({ ...deps, mailer: first.mailer }, testRenderer, { id: jobId, attempt: 0 }, data),
    ).rejects.toThrow('connection lost');
    const retry = recordingMailer();
    await deliverNotification({ ...deps, mailer: retry.mailer }, testRenderer, { id: jobId, attempt: 1 }, data);
    const again = recordingMailer();
    await deliverNotification({ ...deps, mailer: again.mailer }, testRenderer, { id: jobId, attempt: 2 }, data);

    expect(first.handed.map((h) => [h.to, h.stateAtSend])).toEqual([
      ['patient@ava-sg.demo', 'sending'],
      ['clinic@ava-sg.demo', 'sending'],
    ]);
    // Only the mail SMTP never confirmed goes again, with the Message-ID of its first try.
    expect(retry.handed.map((h) => h.to)).toEqual(['clinic@ava-sg.demo']);
    expect(retry.handed[0]!.messageId).toMatch(/^<notification\.[0-9a-f]{32}@[^>]+>$/);
    expect(retry.handed[0]!.messageId).toBe(first.handed[1]!.messageId);
    expect(first.handed[0]!.messageId).not.toBe(first.handed[1]!.messageId);
    expect(again.handed).toEqual([]);
    const rows = await t.handle.db
      .select({ state: notificationDeliveries.state, attempt: notificationDeliveries.attempt })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.jobId, jobId))
      .orderBy(notificationDeliveries.recipient);
    expect(rows).toEqual([
      { state: 'sent', attempt: 1 },
      { state: 'sent', attempt: 0 },
    ]);
  });

  it('lets an attempt the queue gave up on send nothing that a later attempt holds', async () => {
    t = await createTestApp({ jobs: { work: false } });
    const deps = { db: t.handle.db, tenants: t.app.deps.tenants, now: () => new Date() };
    // Attempt 1 (the retry) sent the patient's mail and holds the clinic's, unconfirmed.
    const retry = recordingMailer('clinic@ava-sg.demo');
    await expect(
      deliverNotification({ ...deps, mailer: retry.mailer }, testRenderer, { id: jobId, attempt: 1 }, data),
    ).rejects.toThrow('connection lost');
    // Attempt 0, still running on an instance that stalled, gets there afterwards.
    const stale = recordingMailer();
    await expect(
      deliverNotification({ ...deps, mailer: stale.mailer }, testRenderer, { id: jobId, attempt: 0 }, data),
    ).rejects.toBeInstanceOf(DeliverySupersededError);
    expect(stale.handed).toEqual([]);
  });

  it('gives the notification queue a heartbeat, so a dead instance is noticed within seconds, not at the 5 min expiry', async () => {
    t = await createTestApp({ jobs: { work: false } });
    const result = await t.handle.db.execute(
      sql`select heartbeat_seconds as "heartbeat", expire_seconds as "expire" from pgboss.queue where name = 'notification'`,
    );
    expect((result as { rows: unknown[] }).rows).toEqual([{ heartbeat: 10, expire: 300 }]);
  });
});
