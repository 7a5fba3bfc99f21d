import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { signInPatient } from '../support/patient-forms';

/**
 * The patient reschedules their own Scheduled, future appointment
 * from Case Details (default client), end to end; Reschedule is offered
 * nowhere else (a request still waiting for the clinic, a cancelled one).
 * It happens on a patient page of free times, not the staff calendar
 * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
 */
const tenant = 'ava-sg';
const zone = 'Asia/Singapore';
const authorization = (
  JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as { api: { authorization: string } }
).api.authorization;
const local = (iso: string, pattern: string) => formatInTimeZone(new Date(iso), zone, pattern);

interface Slot {
  slotStartAt: string;
  available: boolean;
}

/** A GET as the signed-in page; the answer's data. */
async function getData<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: { Authorization: authorization } });
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Opens a request of the inbox by its View action. */
async function viewFromInbox(page: Page, referenceNo: string): Promise<void> {
  await page.goto('/app/patient');
  await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your appointment requests' });
  const firstRef = table.locator('tbody tr').first().locator('td').first();
  const older = page.getByRole('button', { name: 'Older' });
  const row = table.locator('tbody tr', { hasText: referenceNo });
  // The inbox first shows only its title (held for the pending-request banner), then a
  // loading body: count rows only once a page has settled, and after Older wait for the
  // next page to replace this one (the old page stays on screen while it loads).
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', /.*/);
  await expect(firstRef.getByRole('link')).toBeVisible();
  for (let i = 0; i < 10 && (await row.count()) === 0; i += 1) {
    await expect(older, `${referenceNo} in the inbox`).toBeEnabled();
    const before = await firstRef.innerText();
    await older.click();
    await expect(firstRef).not.toHaveText(before);
    await expect(table).not.toHaveAttribute('aria-busy', /.*/);
    await expect(firstRef.getByRole('link')).toBeVisible();
  }
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();
}

test('ava-sg patient: My Inbox → View on a Scheduled appointment → Reschedule → a new time is booked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInPatient(page, tenant);
  const userId = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'userId')?.value ?? '');
  const scheduledRef = 'OPD100014';
  const details = await getData<{ items: Array<{ unitId: number }>; assignedSlot: { slotStartAt: string } }>(
    page,
    `/arrow/api/v1/opd/refNo/${scheduledRef}/details/${userId}`,
  );
  const unitId = details.items[0]!.unitId;
  const oldStart = details.assignedSlot.slotStartAt;

  await viewFromInbox(page, scheduledRef);
  await page.getByRole('link', { name: 'Reschedule' }).click();
  // A patient page in the patient's words, not the staff calendar.
  await expect(page).toHaveURL(new RegExp(`/app/appointment/OPD/${scheduledRef}/reschedule/${unitId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule your appointment' })).toBeVisible();
  const current = page.getByRole('article', { name: 'Your appointment' });
  await expect(current).toContainText(scheduledRef);
  await expect(current).toContainText(`${local(oldStart, 'dd MMM yyyy')}, ${local(oldStart, 'hh:mm a')}`);
  for (const staffWords of ['Patient Details', "Patient's Choice", 'Add Appointment', 'Showing Calendar for']) {
    await expect(page.getByText(staffWords)).toHaveCount(0);
  }
  await expect(page.locator('.sx__calendar-wrapper')).toHaveCount(0);

  // A free time a few days out: its day on the calendar, then the time as the UI language says it (12 h in en).
  let day = '';
  let free: Slot | undefined;
  for (let d = 3; d < 20 && !free; d += 1) {
    day = local(new Date(Date.now() + d * 86_400_000).toISOString(), 'yyyy-MM-dd');
    const slots = (await getData<{ slots: Slot[] }>(page, `/api/v1/booking/unitId/${unitId}/day/${day}`)).slots;
    free = slots.find((s) => s.available && Date.parse(s.slotStartAt) !== Date.parse(oldStart));
  }
  expect(free, 'a free slot within 20 days').toBeDefined();
  const calendar = page.getByRole('application', { name: /Choose a day/ });
  const target = new Date(`${day}T00:00:00Z`);
  const month = target.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const cell = calendar.getByRole('button', {
    name: new RegExp(
      `\\b(${target.getUTCDate()} ${month} ${target.getUTCFullYear()}|${month} ${target.getUTCDate()}, ${target.getUTCFullYear()})\\b`,
    ),
  });
  if ((await cell.count()) === 0) await calendar.getByRole('button', { name: 'Next month' }).click();
  await cell.first().click();
  await page.getByRole('button', { name: local(free!.slotStartAt, 'hh:mm a'), exact: true }).click();
  await page.getByRole('button', { name: /^Move my appointment to / }).click();
  await expect(
    page.getByText(
      `Your appointment is now on ${local(free!.slotStartAt, 'dd MMM yyyy')}, ${local(free!.slotStartAt, 'hh:mm a')}`,
      { exact: false },
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View your appointment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();

  // The case now holds the new time, still Scheduled, and can be moved again.
  const after = await getData<{
    items: Array<{ appointmentStatus: string }>;
    assignedSlot: { slotStartAt: string };
    canReschedule: boolean;
  }>(page, `/arrow/api/v1/opd/refNo/${scheduledRef}/details/${userId}`);
  expect(Date.parse(after.assignedSlot.slotStartAt)).toBe(Date.parse(free!.slotStartAt));
  expect(after.items[0]!.appointmentStatus).toBe('Scheduled');
  expect(after.canReschedule).toBe(true);
});

test('ava-sg patient: a request waiting for the clinic and a cancelled one show their status, not Reschedule', async ({
  page,
}) => {
  await signInPatient(page, tenant);
  const userId = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'userId')?.value ?? '');
  // The seed (server/db/seed/domain/worklist.ts) gives this patient Pending Clinic Response
  // OPD requests and Cancel requests that are all MCU (every Cancel index is a fourth request).
  // A stored Cancel is shown as "Cancelled".
  const shown: Record<string, string> = { 'Pending Clinic Response': 'Pending Clinic Response', Cancel: 'Cancelled' };
  for (const status of ['Pending Clinic Response', 'Cancel']) {
    const res = await page.request.post(`/api/v1/worklist/patient/${userId}/filter`, {
      headers: {
        Authorization: authorization,
        'X-XSRF-TOKEN': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
      },
      data: { limit: 100, status: [status] },
    });
    expect(res.status()).toBe(200);
    const rows = (
      (await res.json()) as { data: { dataTable: { data: Array<{ referenceNo: string; requestType: string }> } } }
    ).data.dataTable.data;
    expect(rows.length, `a ${status} request in the inbox`).toBeGreaterThan(0);
    const { referenceNo, requestType } = rows[0]!;
    await page.goto(`/app/view/${requestType}/${referenceNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Status:\\s*${shown[status]}$`))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
  }
});
