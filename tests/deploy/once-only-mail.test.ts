import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../server/db/client';
import { createJobQueue } from '../../server/lib/jobs/queue';
import { notify, renderNotification } from '../../server/modules/notifications';
import { loadTenants } from '../../server/tenants';
import {
  createBenchDatabase,
  freePort,
  startPortalServer,
  type BenchDatabase,
  type RunningServer,
} from '../../scripts/lib/load-server';
import { mailFixture } from './deploy-fixtures';
import { startSmtpListener, type ReceivedMail, type SmtpListener } from './smtp-listener';

/**
 * Once-only mail across a crash (docs/decisions/0061-once-only-mail-across-crashes.md): two instances on one PostgreSQL
 * send 30
 * notification mails to a real SMTP listener; while both are in the middle of a send (the listener
 * has the message but withholds its "250"), both are killed with SIGKILL and started again. Every
 * mail must arrive, each under one Message-ID, within 2 minutes of the restart.
 */

const total = 30;
const tenantId = 'ava-sg';
const ours = /^crash-\d+@example\.com$/;
let database: BenchDatabase;
let handle: DbHandle;
let smtp: SmtpListener;
const servers: RunningServer[] = [];

/** Polls `done` until it holds; fails with `what` after `ms`. */
async function until(what: string, done: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function count(query: SQL): Promise<number> {
  const result = await handle.db.execute(query);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

async function startInstances(): Promise<void> {
  const env = { DEMO_MODE: '1', LOG_LEVEL: 'warn', SMTP_URL: smtp.url, MAIL_FROM: 'AVA <no-reply@portal.test>' };
  const ports = [await freePort([4490, 4491, 4492])];
  ports.push(await freePort([4490, 4491, 4492].filter((p) => p !== ports[0])));
  servers.push(...(await Promise.all(ports.map((port) => startPortalServer(database, port, env)))));
}

const isOurs = (m: ReceivedMail) => m.to.length === 1 && ours.test(m.to[0]!);
const mails = () => smtp.received.filter(isOurs);
const acknowledged = () => smtp.acknowledged.filter(isOurs);

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('the once-only mail test needs DATABASE_URL (PostgreSQL admin URL)');
  smtp = await startSmtpListener();
  database = await createBenchDatabase('postgres');
  await startInstances();
  handle = await openDb({ url: database.env.DATABASE_URL });
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await handle?.close();
  await smtp?.close();
  await database?.dispose();
}, 60_000);

describe('notification mails across a crash of every instance', () => {
  it('delivers each of 30 mails under one Message-ID, within 2 minutes of the restart', async () => {
    const requestIds = await mailFixture(handle.db, tenantId, total);
    const deps = { db: handle.db, tenants: loadTenants(), now: () => new Date() };
    const events = requestIds.map((requestId) => ({ kind: 'slot-proposed' as const, requestId }));
    // Each event writes one mail to its own patient: the count to expect.
    for (const event of events) expect(await renderNotification(deps, tenantId, event)).toHaveLength(1);

    // Ten go through; from then on the listener keeps each mail but withholds its "250".
    const queue = createJobQueue(handle.db, [], { work: false });
    await queue.start();
    for (const event of events) await notify(handle.db, tenantId, event);
    await queue.stop();
    await until('10 mails received', () => mails().length >= 10, 60_000);
    smtp.stall(true);
    // Both instances mid-send, and every mail they were told about recorded as sent.
    const sentRows = () => count(sql`select count(*)::int as n from notification_deliveries where state = 'sent'`);
    await until(
      'both instances waiting for a 250',
      async () => smtp.held() === 2 && (await sentRows()) === mails().length - 2,
      60_000,
    );
    const atKill = mails().length;
    for (const s of servers.splice(0)) {
      process.kill(s.pid, 'SIGKILL');
      await s.stop();
    }
    await until('the killed senders gone', () => smtp.held() === 0, 10_000);
    smtp.stall(false);

    const restart = Date.now();
    await startInstances();
    const distinct = () => new Set(mails().map((m) => m.messageId)).size;
    await until(`${total} distinct mails`, () => distinct() >= total, 150_000);
    const completed = () =>
      count(sql`select count(*)::int as n from pgboss.job where name = 'notification' and state = 'completed'
                  and data->'event'->>'requestId' like '%-mail-%'`);
    // Every job done: nothing can send again after this.
    await until('every job completed', async () => (await completed()) === total, 60_000);

    const received = mails();
    const ids = received.map((m) => m.messageId);
    const lastAt = Math.max(...received.map((m) => m.at));
    const seconds = (lastAt - restart) / 1000;
    const duplicates = received.length - new Set(ids).size;
    console.log(
      `deploy: once-only mail: ${received.length} messages received, ${new Set(ids).size} distinct Message-IDs ` +
        `(${duplicates} resent under their first Message-ID: held unacknowledged at the kill), ` +
        `${atKill} received before the kill, last mail ${seconds.toFixed(1)} s after the restart began; ` +
        `${acknowledged().length} acknowledged with a 250 (${new Set(acknowledged().map((m) => m.messageId)).size} distinct)`,
    );
    // Every mail was taken by SMTP exactly once: a mail the listener never acknowledged is not delivered.
    expect(acknowledged().length).toBe(total);
    expect(new Set(acknowledged().map((m) => m.messageId)).size).toBe(total);
    expect(new Set(ids).size).toBe(total);
    expect(ids.every((id) => /^<notification\.[0-9a-f]{32}@portal\.test>$/.test(id))).toBe(true);
    // One Message-ID, one recipient: a resend is the same mail, not another one.
    const recipientOf = new Map<string, string>();
    for (const m of received) {
      expect(recipientOf.get(m.messageId) ?? m.to[0]).toBe(m.to[0]);
      recipientOf.set(m.messageId, m.to[0]!);
    }
    expect(new Set(received.map((m) => m.to[0])).size).toBe(total);
    // Only the two mails the listener kept without answering can come twice.
    expect(duplicates).toBeLessThanOrEqual(2);
    expect(seconds).toBeLessThan(120);
  }, 420_000);
});
