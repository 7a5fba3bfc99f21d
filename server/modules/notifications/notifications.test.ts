import { readFileSync } from 'node:fs';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preferredLocalePath, preferredLocaleResponseSchema } from '../../../src/lib/api/contract/account-locale';
import { bookPath, statusUpdatePath } from '../../../src/lib/api/contract/schedules/staff-booking';
import { signingPaths } from '../../../src/lib/api/contract/signing';
import { mailOrigin } from '../../config';
import { users } from '../../db/schema/core';
import { appointmentRequests, appointmentStatusHistory, pafCases, scheduleSlots } from '../../db/schema/domain';
import { Browser, createTestApp, parse, type TestApp, signIn } from '../../testing/test-app';
import type { NotificationEvent, RenderedMail } from './events';
import { buildInvite } from './ics';
import type * as NotifyModule from './notify';
import { renderNotification } from './render';

/**
 * What the status changes hand to the queue, recorded instead of queued: these tests read the mails
 * themselves (server/modules/notifications/delivery.test.ts proves the queue delivers them).
 */
const queued = vi.hoisted(() => [] as { db: unknown; tenantId: string; event: unknown }[]);
vi.mock('./notify', async (importOriginal) => ({
  ...(await importOriginal<typeof NotifyModule>()),
  notify: (db: unknown, tenantId: string, event: unknown) => {
    queued.push({ db, tenantId, event });
    return Promise.resolve();
  },
}));

let t: TestApp;
const now = new Date('2030-03-01T02:00:00Z');
const start = new Date('2030-03-04T01:30:00Z');
const end = new Date('2030-03-04T02:00:00Z');
/** A medical condition the patient typed: it must never leave the portal in a mail. */
const condition = 'Recurring chest pain after exercise';

beforeAll(async () => {
  t = await createTestApp({ seedDomain: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const render = (tenantId: string, event: NotificationEvent) =>
  renderNotification({ ...t.app.deps, now: () => now }, tenantId, event);

/** A patient's request of the tenant, booked at `start`, with a medical condition on record. */
async function bookedRequest(tenantId: string) {
  const [req] = await t.handle.db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.tenantId, tenantId), isNotNull(appointmentRequests.patientUserId)))
    .limit(1);
  if (!req?.patientUserId) throw new Error(`seed has no patient request in ${tenantId}`);
  await t.handle.db
    .update(appointmentRequests)
    .set({
      status: 'Scheduled',
      assignedSlotStart: start,
      assignedSlotEnd: end,
      patient: { ...req.patient, medicalCondition: condition },
    })
    .where(eq(appointmentRequests.id, req.id));
  const [patient] = await t.handle.db.select().from(users).where(eq(users.id, req.patientUserId));
  return { req, patient: patient! };
}

const setLocale = (userId: string, locale: string | null) =>
  t.handle.db.update(users).set({ preferredLocale: locale }).where(eq(users.id, userId));

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Every word of four letters or more the English catalogue uses (placeholders aside). */
function englishWords(): Set<string> {
  const words = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      for (const w of node.replace(/\{\{\w+\}\}/g, ' ').match(/[A-Za-z]{4,}/g) ?? []) words.add(w.toLowerCase());
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(JSON.parse(readFileSync(new URL('../../../locales/en/notifications.json', import.meta.url), 'utf8')));
  return words;
}

function inviteOf(mail: RenderedMail) {
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  if (!file) throw new Error(`no invite on "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(file.content) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent')!;
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(zone);
  return {
    raw: file.content,
    method: calendar.getFirstPropertyValue('method'),
    zone: zone.getFirstPropertyValue('tzid'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    startZone: event.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: new ICAL.Event(event).startDate.toJSDate(),
    attendee: event.getFirstPropertyValue('attendee'),
  };
}

describe('appointment mails', () => {
  it('reach the patient in the tenant default language, with no English and no clinical details', async () => {
    const { req, patient } = await bookedRequest('harbour-hk');
    await setLocale(patient.id, null);
    const english = englishWords();
    for (const kind of ['slot-proposed', 'appointment-scheduled', 'appointment-reminder'] as const) {
      const [mail, ...more] = await render('harbour-hk', { kind, requestId: req.id });
      expect(more).toEqual([]);
      expect(mail!.to).toBe(patient.email);
      // Names from the records (facility, doctor, brand) may be English; the mail's own words may not.
      const tenant = t.app.deps.tenants.get('harbour-hk')!;
      const ownWords = mail!.text
        .replace(/https?:\S+/g, '')
        .split(tenant.legalName)
        .join('')
        .split(tenant.displayName)
        .join('')
        .split('\n')
        .map((line) => line.replace(/^([^:：]+)(: |：).*$/, '$1'))
        .join('\n');
      const leaked = (ownWords.match(/[A-Za-z]{4,}/g) ?? []).filter((w) => english.has(w.toLowerCase()));
      expect(leaked, kind).toEqual([]);
      expect(mail!.html).toContain('lang="zh-HK"');
      expect(mail!.text).toContain('2030年3月4日');
      for (const part of [mail!.text, mail!.html, ...mail!.attachments.map((a) => a.content)]) {
        expect(part).not.toContain(condition);
      }
    }
  });

  it('follow the language the patient chose, and link only to the portal', async () => {
    const { req, patient } = await bookedRequest('harbour-hk');
    await setLocale(patient.id, 'en');
    const [mail] = await render('harbour-hk', { kind: 'slot-proposed', requestId: req.id });
    expect(mail!.subject).toBe('Please confirm your new appointment time');
    // The time in Hong Kong (UTC+8), in English month names.
    expect(mail!.text).toContain('Monday, 4 March 2030 at 9:30');
    // The link names the portal, so a browser that never visited it still opens harbour-hk's.
    const caseDetails = `${mailOrigin()}/app/view/${req.requestType}/${req.referenceNo}?client=harbour-hk`;
    expect(mail!.text).toContain(caseDetails);
    const privacy = t.app.deps.tenants.get('harbour-hk')!.links.privacyStatement;
    expect(hrefs(mail!.html).filter((href) => href !== privacy)).toEqual([caseDetails, caseDetails]);
    expect(mail!.html).toContain(t.app.deps.tenants.get('harbour-hk')!.legalName);
    expect(mail!.html).toContain(`${mailOrigin()}/api/v1/assets/logo/harbour-hk.svg`);
  });

  it('carry a calendar invite that a reschedule updates and a cancellation withdraws', async () => {
    const { req, patient } = await bookedRequest('sehat-id');
    await setLocale(patient.id, null);
    const [scheduled] = await render('sehat-id', { kind: 'appointment-scheduled', requestId: req.id });
    expect(scheduled!.subject).toBe('Janji temu Anda sudah dikonfirmasi');
    const first = inviteOf(scheduled!);
    expect(first).toMatchObject({
      method: 'REQUEST',
      zone: 'Asia/Jakarta',
      startZone: 'Asia/Jakarta',
      status: 'CONFIRMED',
    });
    expect(first.start.getTime()).toBe(start.getTime());
    expect(first.attendee).toBe(`mailto:${patient.email}`);
    expect(first.raw).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nEND:VCALENDAR\r\n$/);

    // Staff move it: a new status change, the same event at a higher sequence.
    await t.handle.db.insert(appointmentStatusHistory).values({
      id: `${req.id}-moved`,
      requestId: req.id,
      status: 'Scheduled',
      changedByName: 'Clinic',
      createdAt: now,
    });
    const [moved] = await render('sehat-id', { kind: 'appointment-rescheduled', requestId: req.id });
    const second = inviteOf(moved!);
    expect(second.uid).toBe(first.uid);
    expect(Number(second.sequence)).toBeGreaterThan(Number(first.sequence));
    expect(second.method).toBe('REQUEST');

    const [cancelled] = await render('sehat-id', {
      kind: 'appointment-cancelled',
      requestId: req.id,
      reason: 'Dokter sedang cuti',
    });
    const third = inviteOf(cancelled!);
    expect(third).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: first.uid });
    expect(cancelled!.text).toContain('Alasan: Dokter sedang cuti');

    const [reminder] = await render('sehat-id', { kind: 'appointment-reminder', requestId: req.id });
    expect(reminder!.attachments).toEqual([]);
    expect(reminder!.text).toContain('Senin, 4 Maret 2030');
    // Queued a day ahead, a reminder for a visit cancelled since then stays quiet.
    await t.handle.db.update(appointmentRequests).set({ status: 'Cancel' }).where(eq(appointmentRequests.id, req.id));
    expect(await render('sehat-id', { kind: 'appointment-reminder', requestId: req.id })).toEqual([]);
  });

  it('send nothing when the request has no address to write to', async () => {
    const { req } = await bookedRequest('ava-sg');
    await t.handle.db
      .update(appointmentRequests)
      .set({ patientUserId: null, patient: { ...req.patient, email: '' } })
      .where(eq(appointmentRequests.id, req.id));
    expect(await render('ava-sg', { kind: 'appointment-scheduled', requestId: req.id })).toEqual([]);
  });
});

describe('waiting-list offer mails', () => {
  it('offer the freed place in the patient language, held until a time, with a link to the offer', async () => {
    const { req, patient } = await bookedRequest('lumina-my');
    await setLocale(patient.id, 'ms');
    const [slot] = await t.handle.db.select().from(scheduleSlots).where(eq(scheduleSlots.unitId, req.unitId)).limit(1);
    const heldUntil = new Date('2030-03-01T04:00:00Z');
    await t.handle.db.execute(sql`insert into waiting_list_offers
      (id, tenant_id, unit_id, slot_id, request_id, booking_id, status, held_until, offered_at)
      values ('offer-mail-1', 'lumina-my', ${req.unitId}, ${slot!.id}, ${req.id}, 'b-1', 'offered',
        ${heldUntil.toISOString()}, ${now.toISOString()})`);
    const [mail, ...more] = await render('lumina-my', { kind: 'waiting-list-offer', offerId: 'offer-mail-1' });
    expect(more).toEqual([]);
    expect(mail!.to).toBe(patient.email);
    expect(mail!.subject).toBe('Berita baik: ada tempat kosong untuk anda');
    expect(mail!.text).toContain(`${mailOrigin()}/app/waiting-list/offers/offer-mail-1?client=lumina-my`);
    // Held until noon in Kuala Lumpur (UTC+8), the offered slot's own time, in Malay.
    expect(mail!.text).toMatch(/Disimpan untuk anda sehingga: Jumaat, 1 Mac 2030 .*12:00/);
    expect(mail!.text).toContain(
      new Intl.DateTimeFormat('ms', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kuala_Lumpur',
      }).format(slot!.start),
    );
    expect(mail!.attachments).toEqual([]);
    expect(await render('ava-sg', { kind: 'waiting-list-offer', offerId: 'offer-mail-1' })).toEqual([]);
  });
});

describe('PAF mails', () => {
  it('send a signer a single-use link of their own that opens the signing page', async () => {
    const [row] = await t.handle.db
      .select()
      .from(pafCases)
      .where(and(eq(pafCases.tenantId, 'ava-sg'), eq(pafCases.isPolicyHolderPartCompleted, false)))
      .limit(1);
    const [mail, ...more] = await render('ava-sg', {
      kind: 'paf-signing-requested',
      caseId: row!.caseId,
      signerRole: 'policyHolder',
    });
    expect(more).toEqual([]);
    expect(mail!.to).toBe(row!.policyOwner!.email);
    const link = hrefs(mail!.html).find((href) => href.includes('/epaf/sign/'))!;
    expect(link.startsWith(`${mailOrigin()}/app/epaf/sign/`)).toBe(true);
    const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
    // The link works now (the signing page's call answers), not just looks right.
    const phone = new Browser(t.app, 'ava-sg');
    const summary = await phone.request({ method: 'GET', url: signingPaths.link(token), auth: false });
    expect(summary.statusCode).toBe(200);
    if (row!.primaryDiagnosis) expect(mail!.text).not.toContain(row!.primaryDiagnosis);
  });

  it('tell the specialist and the hospital when a case is complete', async () => {
    const [row] = await t.handle.db.select().from(pafCases).where(eq(pafCases.tenantId, 'lumina-my')).limit(1);
    const mails = await render('lumina-my', { kind: 'paf-completed', caseId: row!.caseId });
    expect(mails.map((m) => m.to).sort()).toEqual(['hospital@lumina-my.demo', 'specialist@lumina-my.demo']);
    for (const mail of mails) {
      expect(mail.text).toContain(`/app/epaf/role/${mail.to.split('@')[0]}/case/${row!.caseId}`);
      expect(mail.text).not.toContain(String(row!.procedureCodes[0] ?? 'no-code'));
      if (row!.primaryDiagnosis) expect(mail.text).not.toContain(row!.primaryDiagnosis);
    }
  });
});

describe('the account language', () => {
  it('is kept when the tenant offers it, else the tenant default', async () => {
    const browser = await signIn(t.app, 'patient@lumina-my.demo');
    const put = (locale: string) => browser.request({ method: 'PUT', url: preferredLocalePath, payload: { locale } });
    expect(parse(preferredLocaleResponseSchema, await put('ms')).data.locale).toBe('ms');
    const [stored] = await t.handle.db.select().from(users).where(eq(users.email, 'patient@lumina-my.demo'));
    expect(stored!.preferredLocale).toBe('ms');
    // Malaysia offers no Chinese: the mail goes in the tenant's default.
    expect(parse(preferredLocaleResponseSchema, await put('zh-HK')).data.locale).toBe('en');
    const signedOut = new Browser(t.app, 'lumina-my');
    await signedOut.primeXsrf();
    expect(
      (await signedOut.request({ method: 'PUT', url: preferredLocalePath, payload: { locale: 'ms' } })).statusCode,
    ).toBe(401);
  });
});

describe('staff status changes', () => {
  it("queue the patient's mail inside the change: a proposed time, then a cancellation with its reason", async () => {
    const clinic = await signIn(t.app, 'clinic@ava-sg.demo');
    const [req] = await t.handle.db
      .select()
      .from(appointmentRequests)
      .where(and(eq(appointmentRequests.tenantId, 'ava-sg'), eq(appointmentRequests.status, 'Pending Clinic Response')))
      .limit(1);
    const [slot] = await t.handle.db
      .select()
      .from(scheduleSlots)
      .where(
        and(
          eq(scheduleSlots.unitId, req!.unitId),
          eq(scheduleSlots.bookedCount, 0),
          gt(scheduleSlots.start, new Date(Date.now() + 2 * 86_400_000)),
        ),
      )
      .orderBy(scheduleSlots.start)
      .offset(5)
      .limit(1);
    queued.length = 0;
    const booked = await clinic.request({
      method: 'POST',
      url: bookPath(req!.unitId, req!.referenceNo),
      payload: { assignedSlot: { slotStartAt: slot!.start.toISOString(), slotEndAt: slot!.end.toISOString() } },
    });
    expect(booked.statusCode).toBe(200);
    expect(queued.map(({ tenantId, event }) => ({ tenantId, event }))).toEqual([
      { tenantId: 'ava-sg', event: { kind: 'slot-proposed', requestId: req!.id } },
    ]);
    // The transaction's handle, not the pool: the mail is queued exactly when the booking commits.
    expect(queued[0]!.db).not.toBe(t.app.deps.db);

    const cancelled = await clinic.request({
      method: 'POST',
      url: statusUpdatePath,
      payload: { unitId: req!.unitId, requesterId: req!.referenceNo, status: 'Cancel', notes: ' Doctor on leave ' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(queued.at(-1)!.event).toEqual({
      kind: 'appointment-cancelled',
      requestId: req!.id,
      reason: 'Doctor on leave',
    });
  });
});

describe('calendar invite lines', () => {
  it('fold at 75 octets without splitting a character, and read back whole', () => {
    const summary = '預約：九龍城健康檢查中心基本健康檢查，請準時到達；如需更改請登入平台。'.repeat(3);
    const raw = buildInvite({
      method: 'REQUEST',
      uid: 'req-1@portal.example.com',
      sequence: 0,
      start,
      end,
      timeZone: 'Asia/Hong_Kong',
      stamp: now,
      summary,
      description: 'Line one\nLine two, with; specials\\',
      location: 'Centre',
      url: 'https://portal.example.com/app/view/MCU/1',
      organizer: { name: 'Centre', email: 'no-reply@portal.example.com' },
      attendee: { name: 'Tai Man Chan', email: 'patient@harbour-hk.demo' },
    });
    const lines = raw.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(raw).not.toContain('\uFFFD');
    const event = new ICAL.Component(ICAL.parse(raw) as unknown[]).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(summary);
    expect(event.getFirstPropertyValue('description')).toBe('Line one\nLine two, with; specials\\');
  });
});
