/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- JSON answers are read loosely in a journey */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { apiSignIn } from '../support/login';

/**
 * A front desk loses a booking race in Add Appointment. The dialog
 * stays open on the same day, says "Failed to submit.", fetches the day's
 * times again, so the time just taken is no longer offered, and clears that
 * time with a word why.
 */
const tenant = 'ava-sg';
const zone = 'Asia/Singapore';
const manifest = JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as {
  api: { authorization: string };
};

type Json = { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test-side JSON
type Slot = { slotStartAt: string; slotEndAt: string; available: boolean };
type Booked = { slotStartAt: string; bookedCaseData: { referenceId: string; status: string | null } };

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<Json> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': xsrf, Authorization: manifest.api.authorization };
  const res =
    method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data });
  expect(res.status(), `${method} ${url}`).toBe(200);
  return (await res.json()) as Json;
}

const local = (iso: string, pattern: string) => formatInTimeZone(new Date(iso), zone, pattern);

/** A future walk-in on the unit (the rival desk moves it onto the contested time), or null. */
async function walkInOn(page: Page, unitId: number): Promise<string | null> {
  const from = local(new Date(Date.now() + 86_400_000).toISOString(), 'yyyy-MM-dd');
  const to = local(new Date(Date.now() + 13 * 86_400_000).toISOString(), 'yyyy-MM-dd');
  const res = await api(page, 'POST', '/api/v1/booking/schedules', { unitIds: [unitId], from, to });
  for (const unit of res.data.units) {
    for (const day of unit.calendar) {
      for (const session of day.schedules) {
        const later = (b: Booked) => Date.parse(b.slotStartAt) > Date.now() + 86_400_000;
        const walkIn = (session.bookedSlots as Booked[]).find((b) => b.bookedCaseData.status === null && later(b));
        if (walkIn) return walkIn.bookedCaseData.referenceId;
      }
    }
  }
  return null;
}

test('a time taken meanwhile: "Failed to submit.", the dialog stays, the time is cleared and no longer offered', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await apiSignIn(page, tenant, 'clinic');
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  const staffId = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'userId')?.value ?? '');
  const filter = { limit: 100, status: ['Pending Clinic Response'], requestType: ['OPD'] };
  const work = await api(page, 'POST', `/api/v1/worklist/${tenant}/opd/clinic/${staffId}/filter`, filter);
  const rows = work.data.dataTable.data as Array<{ referenceNo: string; cells: { ReferenceNo: { url: string } } }>;

  // A pending request whose first preferred day still has a free time, on a unit with a walk-in to move.
  let found: { ref: string; unitId: number; slot: Slot; walkIn: string } | null = null;
  for (const row of rows) {
    const unitId = Number(row.cells.ReferenceNo.url.split('/')[4]);
    const kase = (await api(page, 'GET', `/api/v1/booking/case/unitId/${unitId}/requesterId/${row.referenceNo}`)).data;
    const first = kase.bookedSchedule[0]?.start as string | undefined;
    if (!first || kase.bookingRefusal) continue;
    const day = local(first, 'yyyy-MM-dd');
    const slots = (await api(page, 'GET', `/api/v1/booking/unitId/${unitId}/day/${day}`)).data.slots as Slot[];
    // The day's last free time: journeys running alongside book the first ones.
    const slot = slots.filter((s) => s.available && Date.parse(s.slotStartAt) > Date.now() + 3_600_000).pop();
    const walkIn = slot ? await walkInOn(page, unitId) : null;
    if (slot && walkIn) {
      found = { ref: row.referenceNo, unitId, slot, walkIn };
      break;
    }
  }
  expect(found, 'a pending request with a free time and a walk-in on its unit').not.toBeNull();
  const { ref, unitId, slot, walkIn } = found!;
  const time = local(slot.slotStartAt, 'HHmm');

  await page.goto(`/app/schedule/create/${unitId}/${ref}/OPD`);
  await expect(page.getByText('Showing Calendar for')).toBeVisible();
  await page.getByRole('button', { name: 'Add Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
  await expect(dialog.getByText(local(slot.slotStartAt, 'dd MMM yyyy'))).toBeVisible();
  await dialog.getByRole('button', { name: /Start Time/ }).click();
  await page.getByRole('option', { name: time, exact: true }).click();
  await expect(dialog.getByRole('button', { name: /Start Time/ })).toContainText(time);

  // Another desk (its own sign-in) moves a walk-in onto that time first.
  const rival = await browser.newContext();
  const rivalPage = await rival.newPage();
  await apiSignIn(rivalPage, tenant, 'clinic');
  await api(rivalPage, 'POST', `/api/v1/booking/book/unitId/${unitId}/requesterId/${encodeURIComponent(walkIn)}`, {
    assignedSlot: { slotStartAt: slot.slotStartAt, slotEndAt: slot.slotEndAt },
    isReschedule: true,
  });
  await rival.close();

  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog.getByText('Failed to submit.')).toBeVisible();
  // The times were fetched again: the taken one is gone from the choices.
  await dialog.getByRole('button', { name: /Start Time/ }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('option', { name: time, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Still the same day's dialog, the lost time cleared and said so.
  await expect(dialog.getByText(local(slot.slotStartAt, 'dd MMM yyyy'))).toBeVisible();
  await expect(dialog.getByText(`${time} has just been booked by someone else. Choose another time.`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Start Time/ })).not.toContainText(time);
  await expect(dialog.getByRole('button', { name: 'Book' })).toBeDisabled();
  await expect(dialog.getByText('Failed to submit.')).toBeVisible();
});
