import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { DevMail } from '../../src/lib/api/contract/account';
import type { WaitingEntry, WaitingList } from '../../src/lib/api/contract/waiting-list';
import { apiSignIn } from '../support/login';

/**
 * The waiting list and self-cancel (docs/decisions/0054-waiting-list-and-self-cancel.md), end to end on the seed. A
 * patient cancels a request from Case Details with a reason. In each
 * market's language, a booked place of the seeded full health-screening session frees up and the first
 * of its two waiting patients is offered it by mail; they follow the mail's link, accept, the request is
 * Scheduled, the booking mail carries a calendar invite in the tenant's zone, and the clinic's worklist,
 * schedule board and waiting-list panel show the change. The session's places are held by walk-ins
 * (no patient account), so the clinic frees one by cancelling a walk-in.
 */
const manifest = (tenant: string) =>
  JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as {
    api: { authorization: string };
    timeZone: string;
  };

/** A string of the portal in `lng`, as the locale files give it. */
function words(lng: string, namespace: string, key: string): string {
  const file = JSON.parse(readFileSync(`locales/${lng}/${namespace}.json`, 'utf8')) as Record<string, unknown>;
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
  if (typeof found !== 'string') throw new Error(`no string ${namespace}:${key} in ${lng}`);
  return found;
}

const xsrf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

async function call<T>(page: Page, tenant: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, {
    method,
    headers: { Authorization: manifest(tenant).api.authorization, 'X-XSRF-TOKEN': await xsrf(page) },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${url}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The patient's mails about one request (other journeys mail the same demo patient about others). */
async function mailsAbout(page: Page, to: string, referenceNo: string): Promise<DevMail[]> {
  const res = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: DevMail[] }).data.filter((m) => m.text.includes(referenceNo));
}

/** Waits for the mail about `referenceNo` with `subject` to reach the development mailbox. */
async function mailWithSubject(page: Page, to: string, referenceNo: string, subject: string): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsAbout(page, to, referenceNo)).find((m) => m.subject === subject);
        return found !== undefined;
      },
      { message: `mail "${subject}" to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** Renders a mail's HTML part in Chromium, as a mail client would, and keeps the picture with the test. */
async function keepMailPicture(browser: Browser, mail: DevMail, name: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 640, height: 900 } });
  await page.setContent(mail.html ?? '', { waitUntil: 'load' });
  const path = test.info().outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
  await page.close();
}

/** Picks a day (YYYY-MM-DD) in the schedule's mini calendar, paging months forward as needed. */
async function pickDay(page: Page, localDate: string): Promise<void> {
  const day = new Date(`${localDate}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    day.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  const name = `${part({ weekday: 'long' })}, ${part({ day: 'numeric', month: 'long', year: 'numeric' })}`;
  const button = page.getByRole('button', { name: new RegExp(`^(Today, )?${name}`) });
  // The month shown first is the schedule's own pick; wait for it before paging.
  await expect(page.getByRole('button', { name: /^(Today, )?\w+day, \d+ \w+ \d{4}/ }).first()).toBeVisible();
  for (let months = 0; months < 3 && !(await button.isVisible()); months += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await button.click();
}

interface Booked {
  slotStartAt: string;
  bookedCaseData: { referenceId: string; status: string | null };
}
interface Units {
  units: Array<{ calendar: Array<{ schedules: Array<{ bookedSlots: Booked[] }> }>; appointments: Booked[] }>;
}

async function signedIn(browser: Browser, tenant: string, role: string, width: number, lng?: string) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  if (lng) await page.addInitScript(([id, l]) => localStorage.setItem(`ava.locale.${id}`, l!), [tenant, lng]);
  const home = await apiSignIn(page, tenant, role);
  return { page, home };
}

test('a patient cancels a pending request from Case Details, giving a reason', async ({ browser }) => {
  const tenant = 'ava-sg';
  const { page: patient } = await signedIn(browser, tenant, 'patient', 390, 'en');
  const userId = decodeURIComponent((await patient.context().cookies()).find((c) => c.name === 'userId')?.value ?? '');
  const pending = await call<{ dataTable: { data: Array<{ referenceNo: string; requestType: string }> } }>(
    patient,
    tenant,
    'POST',
    `/api/v1/worklist/patient/${userId}/filter`,
    { limit: 100, status: ['Pending Clinic Response'] },
  );
  // Not the seeded waiting-list request: the offer journey below needs it.
  const target = pending.dataTable.data.filter((r) => !/00901$/.test(r.referenceNo)).at(-1);
  expect(target, 'a pending request to cancel').toBeDefined();
  await patient.goto(`/app/view/${target!.requestType}/${target!.referenceNo}`);
  await expect(patient.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();
  await patient.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = patient.getByRole('dialog', { name: 'Cancel appointment' });
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog.getByText('This field is mandatory')).toBeVisible();
  await dialog.getByLabel(/Reason for cancelling/).fill('I have recovered');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();
  await expect(patient.getByText(/^Status:\s*Cancelled$/)).toBeVisible();
  await expect(patient.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expect(patient.getByText(/Cancelled — .*: I have recovered$/)).toBeVisible();

  // The clinic's worklist shows the request as the patient left it.
  const { page: staff, home } = await signedIn(browser, tenant, 'clinic', 1280, 'en');
  const staffId = decodeURIComponent((await staff.context().cookies()).find((c) => c.name === 'userId')?.value ?? '');
  const work = await call<{ dataTable: { data: Array<{ referenceNo: string }> } }>(
    staff,
    tenant,
    'POST',
    `/api/v1/worklist/${tenant}/opd/clinic/${staffId}/filter`,
    { limit: 100, status: ['Cancel'] },
  );
  expect(work.dataTable.data.map((r) => r.referenceNo)).toContain(target!.referenceNo);
  expect(home).toMatch(/^\/app\//);
});

const markets = [
  { tenant: 'ava-sg', lng: 'en' },
  { tenant: 'harbour-hk', lng: 'zh-HK' },
  { tenant: 'sehat-id', lng: 'id' },
] as const;

for (const { tenant, lng } of markets) {
  test(`${tenant}: a freed place is offered by mail in ${lng} to the first patient waiting, who accepts it`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const say = (namespace: string, key: string) => words(lng, namespace, key);
    // Staff read the board in English; the patient uses the market's own language, which their
    // account learns at sign-in, so the mails follow it.
    const { page: staff, home: staffHome } = await signedIn(browser, tenant, 'clinic', 1280, 'en');
    const providerId = staffHome.split('/').pop() ?? '';
    const staffId = decodeURIComponent((await staff.context().cookies()).find((c) => c.name === 'userId')?.value ?? '');
    const patient = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const learned = patient.waitForResponse((r) => r.url().endsWith('/users/v1/user/preferred-locale'));
    await patient.goto(await apiSignIn(patient, tenant, 'patient'));
    expect(((await (await learned).json()) as { data: { locale: string } }).data.locale).toBe(lng);
    const email = `patient@${tenant}.demo`;

    // The seeded full session whose first patient waiting is the demo patient, and a walk-in holding a place.
    const list = await call<WaitingList>(
      staff,
      tenant,
      'GET',
      `/api/v1/provider/${providerId}/healthscreening/booking/waiting-list`,
    );
    const session = list.sessions.find((s) => s.entries.length === 2 && s.entries.every((e) => e.status === 'waiting'));
    expect(session, 'the seeded full session with two patients waiting').toBeDefined();
    const [waiter, next] = session!.entries as [WaitingEntry, WaitingEntry];
    const units = await call<Units>(staff, tenant, 'POST', '/api/v1/booking/schedules', {
      unitIds: [session!.unitId],
      from: session!.session.localDate,
      to: session!.session.localDate,
    });
    const holder = units.units
      .flatMap((u) => [...u.calendar.flatMap((d) => d.schedules.flatMap((s) => s.bookedSlots)), ...u.appointments])
      .find((b) => Date.parse(b.slotStartAt) === Date.parse(session!.session.start));
    expect(holder, 'a booking that fills the session').toBeDefined();

    // 1. The staff panel lists the patient waiting; the clinic cancels the walk-in, freeing the place.
    await staff.goto(`/app/schedule/clinic/healthscreening/provider/${providerId}`);
    const panel = staff.getByRole('region', { name: 'Waiting list' });
    const card = panel.getByRole('listitem').filter({ hasText: next.referenceNo }).first();
    await expect(card.getByRole('listitem').filter({ hasText: waiter.referenceNo })).toContainText('Waiting');
    await call(staff, tenant, 'POST', '/api/v1/booking/status', {
      unitId: session!.unitId,
      requesterId: holder!.bookedCaseData.referenceId,
      status: 'Cancel',
      notes: 'Walk-in called to cancel',
    });
    await staff.reload();
    await expect(card.getByRole('listitem').filter({ hasText: waiter.referenceNo })).toContainText(/Offered until/);

    // 2. The offer reaches the patient by mail, in their language, with a link to the offer in their portal.
    const offer = await mailWithSubject(
      staff,
      email,
      waiter.referenceNo,
      say('notifications', 'kinds.waiting-list-offer.subject'),
    );
    expect(offer.html).toContain(`<html lang="${lng}">`);
    expect(offer.text).toContain(say('notifications', 'kinds.waiting-list-offer.action'));
    const link = offer.text.match(/https?:\/\/[^\s/]+\/app\/waiting-list\/offers\/[^\s?]+\?client=[\w-]+/)?.[0] ?? '';
    expect(new URL(link).searchParams.get('client'), 'the link to the offer, for this portal').toBe(tenant);
    await keepMailPicture(browser, offer, `offer mail (${lng})`);

    // 3. The waiting patient follows the link, sees the offer in their language and accepts.
    await patient.goto(new URL(link).pathname + new URL(link).search);
    await expect(patient.getByRole('heading', { level: 1, name: say('waiting-list', 'title') })).toBeVisible();
    await expect(patient.getByText(waiter.referenceNo)).toBeVisible();
    await patient.getByRole('button', { name: say('waiting-list', 'accept') }).click();
    await expect(patient.getByText(say('waiting-list', 'outcome.accepted.title'))).toBeVisible();
    const userId = decodeURIComponent(
      (await patient.context().cookies()).find((c) => c.name === 'userId')?.value ?? '',
    );
    const details = await call<{ items: Array<{ appointmentStatus: string }>; assignedSlot: { slotStartAt: string } }>(
      patient,
      tenant,
      'GET',
      `/arrow/api/v1/mcu/refNo/${waiter.referenceNo}/details/${userId}`,
    );
    expect(details.items[0]!.appointmentStatus).toBe('Scheduled');
    expect(Date.parse(details.assignedSlot.slotStartAt)).toBe(Date.parse(session!.session.start));

    // The booking is confirmed by mail, in their language, with a calendar invite in the tenant's zone.
    const booked = await mailWithSubject(
      staff,
      email,
      waiter.referenceNo,
      say('notifications', 'kinds.appointment-scheduled.subject'),
    );
    const invite = booked.attachments.find((a) => a.filename === 'invite.ics');
    expect(invite, 'the calendar invite').toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(invite!.content) as unknown[]);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(zone);
    expect(zone.getFirstPropertyValue('tzid')).toBe(manifest(tenant).timeZone);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(manifest(tenant).timeZone);
    expect(new ICAL.Event(vevent).startDate.toJSDate().getTime()).toBe(Date.parse(session!.session.start));
    await keepMailPicture(browser, booked, `booking mail (${lng})`);

    // 4. The clinic sees it: Scheduled in the worklist, on the session's board, and out of the waiting list,
    //    where the second patient is now first in line.
    const work = await call<{ dataTable: { data: Array<{ referenceNo: string }> } }>(
      staff,
      tenant,
      'POST',
      `/api/v1/worklist/${tenant}/opd/clinic/${staffId}/filter`,
      { limit: 100, status: ['Scheduled'], requestType: ['MCU'] },
    );
    expect(work.dataTable.data.map((r) => r.referenceNo)).toContain(waiter.referenceNo);
    await staff.reload();
    await pickDay(staff, session!.session.localDate);
    // The session's places are one event on the board (a chooser lists them); the patient is among them.
    const at = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: manifest(tenant).timeZone,
    }).format(new Date(session!.session.start));
    await staff
      .locator(`.sx__time-grid-day[data-time-grid-date="${session!.session.localDate}"]`)
      // The board's booking events of this unit (ids are kind-unit-n), not its Patient's Choice ones.
      .locator(`.sx__time-grid-event[data-event-id^="b-${session!.unitId}-"]`)
      .filter({ hasText: `${at} –` })
      .click();
    const chooser = staff.getByRole('dialog', { name: /^Bookings, / });
    await expect(chooser.getByRole('listitem').filter({ hasText: waiter.displayName })).toHaveCount(1);
    await staff.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    const nextRow = card.getByRole('listitem').filter({ hasText: next.referenceNo });
    await expect(nextRow).toContainText(/^1\..*Waiting$/);
    await expect(panel.getByText(waiter.referenceNo)).toHaveCount(0);
  });
}
