import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { DevMail } from '../../src/lib/api/contract/account';
import type { WaitingEntry, WaitingList } from '../../src/lib/api/contract/waiting-list';
import { apiSignIn } from '../support/login';

/**
 * Issue 19, end to end on the seed: a patient cancels a request from Case Details with a reason; a
 * booked place of the seeded full health-screening session frees up and the first of its two waiting
 * patients is offered it; they open the offer from My Inbox, accept, and the request is Scheduled; the
 * clinic's waiting-list panel then lists only the second. The session's places are held by walk-ins
 * (no patient account), so the clinic frees one by cancelling a walk-in. The offer and the booking reach the
 * patient as mails in the development mailbox, the booking with a calendar invite.
 */
const tenant = 'ava-sg';
const authorization = (
  JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as { api: { authorization: string } }
).api.authorization;

const xsrf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

async function call<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, {
    method,
    headers: { Authorization: authorization, 'X-XSRF-TOKEN': await xsrf(page) },
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

interface Booked {
  slotStartAt: string;
  bookedCaseData: { referenceId: string; status: string | null };
}
interface Units {
  units: Array<{ calendar: Array<{ schedules: Array<{ bookedSlots: Booked[] }> }>; appointments: Booked[] }>;
}

test('a patient cancels with a reason; a freed place is offered to the first patient waiting, who accepts it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const patient = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  for (const page of [staff, patient]) {
    await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  }
  const staffHome = await apiSignIn(staff, tenant, 'clinic');
  const providerId = staffHome.split('/').pop() ?? '';
  const patientHome = await apiSignIn(patient, tenant, 'patient');
  const userId = decodeURIComponent((await patient.context().cookies()).find((c) => c.name === 'userId')?.value ?? '');

  // A full session whose first patient waiting is this patient, and the walk-in holding its place.
  const list = await call<WaitingList>(
    staff,
    'GET',
    `/api/v1/provider/${providerId}/healthscreening/booking/waiting-list`,
  );
  const session = list.sessions.find((s) => s.entries.length === 2 && s.entries.every((e) => e.status === 'waiting'));
  expect(session, 'the seeded full session with two patients waiting').toBeDefined();
  const [waiter, next] = session!.entries as [WaitingEntry, WaitingEntry];
  expect(waiter.displayName).toBe('Wei Ling Tan');
  const units = await call<Units>(staff, 'POST', '/api/v1/booking/schedules', {
    unitIds: [session!.unitId],
    from: session!.session.localDate,
    to: session!.session.localDate,
  });
  const holder = units.units
    .flatMap((u) => [...u.calendar.flatMap((d) => d.schedules.flatMap((s) => s.bookedSlots)), ...u.appointments])
    .find((b) => Date.parse(b.slotStartAt) === Date.parse(session!.session.start));
  expect(holder, 'the booking that fills the session').toBeDefined();

  // 1. The patient cancels another of their requests from Case Details, giving a reason.
  const pending = await call<{ dataTable: { data: Array<{ referenceNo: string; requestType: string }> } }>(
    patient,
    'POST',
    `/api/v1/worklist/patient/${userId}/filter`,
    { limit: 100, status: ['Pending Clinic Response'] },
  );
  const target = pending.dataTable.data.filter((r) => r.referenceNo !== waiter.referenceNo).at(-1);
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

  // 2. The staff panel lists the patient waiting; the clinic cancels the walk-in, freeing the place.
  await staff.goto(`/app/schedule/clinic/healthscreening/provider/${providerId}`);
  const panel = staff.getByRole('region', { name: 'Waiting list' });
  const card = panel.getByRole('listitem').filter({ hasText: next.referenceNo }).first();
  await expect(card.getByRole('listitem').filter({ hasText: waiter.referenceNo })).toContainText('Waiting');
  await call(staff, 'POST', '/api/v1/booking/status', {
    unitId: session!.unitId,
    requesterId: holder!.bookedCaseData.referenceId,
    status: 'Cancel',
    notes: 'Walk-in called to cancel',
  });
  await staff.reload();
  await expect(card.getByRole('listitem').filter({ hasText: waiter.referenceNo })).toContainText(/Offered until/);

  // The offer reaches the patient by mail (the job queue sends it), with a link to the offer in their portal.
  const offerMail = () =>
    mailsAbout(staff, 'patient@ava-sg.demo', waiter.referenceNo).then((mails) =>
      mails.find((m) => m.subject === 'Good news: a place has opened up for you'),
    );
  await expect
    .poll(async () => (await offerMail())?.text ?? '', { timeout: 20_000 })
    .toMatch(/\/app\/waiting-list\/offers\/[^\s?]+\?client=ava-sg/);

  // 3. The waiting patient finds the offer in My Inbox, opens it and accepts.
  await patient.goto(patientHome);
  await expect(patient.getByText('A place is free for you')).toBeVisible();
  await patient.getByRole('link', { name: 'See the offer' }).click();
  await expect(patient).toHaveURL(/\/app\/waiting-list\/offers\/[^/]+$/);
  await expect(patient.getByRole('heading', { level: 1, name: 'Waiting List Offer' })).toBeVisible();
  await expect(patient.getByText(/^Held for you until /)).toBeVisible();
  await expect(patient.getByText(waiter.referenceNo)).toBeVisible();
  await patient.getByRole('button', { name: 'Accept this place' }).click();
  await expect(patient.getByText('Appointment booked')).toBeVisible();
  await patient.getByRole('link', { name: 'View your appointment' }).click();
  await expect(patient.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();
  await expect(patient.getByText(/^Scheduled$/).first()).toBeVisible();
  const details = await call<{ items: Array<{ appointmentStatus: string }>; assignedSlot: { slotStartAt: string } }>(
    patient,
    'GET',
    `/arrow/api/v1/mcu/refNo/${waiter.referenceNo}/details/${userId}`,
  );
  expect(details.items[0]!.appointmentStatus).toBe('Scheduled');
  expect(Date.parse(details.assignedSlot.slotStartAt)).toBe(Date.parse(session!.session.start));

  // The booking is confirmed by mail with a calendar invite for the session, in Singapore time.
  let invite: DevMail['attachments'][number] | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsAbout(staff, 'patient@ava-sg.demo', waiter.referenceNo);
        invite = mails.find((m) => m.subject === 'Your appointment is confirmed')?.attachments[0];
        return invite?.filename ?? '';
      },
      { timeout: 20_000 },
    )
    .toBe('invite.ics');
  const calendar = new ICAL.Component(ICAL.parse(invite!.content) as unknown[]);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(zone);
  expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Singapore');
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Singapore');
  expect(new ICAL.Event(vevent).startDate.toJSDate().getTime()).toBe(Date.parse(session!.session.start));

  // 4. The clinic's panel no longer lists them: the second patient is now first in line.
  await staff.reload();
  const nextRow = card.getByRole('listitem').filter({ hasText: next.referenceNo });
  await expect(nextRow).toContainText(/^1\..*Waiting$/);
  await expect(panel.getByText(waiter.referenceNo)).toHaveCount(0);
});
