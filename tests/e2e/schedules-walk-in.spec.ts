/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- JSON answers are read loosely in a journey */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { apiSignIn } from '../support/login';

/**
 * The Appointment dialog for walk-ins (bookings without a
 * portal request): a future one offers Reschedule (where the tenant offers
 * it) and Cancel, and a health-screening one names its package.
 */
type Json = { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test-side JSON
type Booked = {
  slotStartAt: string;
  bookedCaseData: { status: string | null; displayName: string; packageName: string | null };
};
type WalkIn = { unitId: number; start: string; name: string; packageName: string | null };

const manifestOf = (id: string) =>
  JSON.parse(readFileSync(`tenants/${id}/manifest.json`, 'utf8')) as {
    timeZone: string;
    api: { authorization: string };
  };

/** Signs in as the tenant's clinic (in English) and finds its first walk-in from tomorrow on, on a doctor's or the screening units. */
async function clinicWithWalkIn(
  page: Page,
  id: string,
  kind: 'doctor' | 'screening',
): Promise<{ providerId: string; walkIn: WalkIn }> {
  const link = await apiSignIn(page, id, 'clinic');
  await page.addInitScript((tenant) => localStorage.setItem(`ava.locale.${tenant}`, 'en'), id);
  const { timeZone, api } = manifestOf(id);
  const providerId = link.split('/').pop() as string;
  const headers = {
    Authorization: api.authorization,
    'X-XSRF-TOKEN': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  };
  const summaryUrl =
    kind === 'doctor'
      ? `/api/v1/provider/${providerId}/booking`
      : `/api/v1/provider/${providerId}/healthscreening/booking`;
  const summary = (await (await page.request.get(summaryUrl, { headers })).json()) as Json;
  const unitIds = (summary.data.appointmentUnits as Array<{ unitId: number }>).map((u) => u.unitId);
  const from = formatInTimeZone(new Date(Date.now() + 86_400_000), timeZone, 'yyyy-MM-dd');
  const to = formatInTimeZone(new Date(Date.now() + 6 * 86_400_000), timeZone, 'yyyy-MM-dd');
  const res = (await (
    await page.request.post('/api/v1/booking/schedules', { headers, data: { unitIds, from, to } })
  ).json()) as Json;
  for (const unit of res.data.units) {
    for (const day of unit.calendar) {
      for (const session of day.schedules) {
        const b = (session.bookedSlots as Booked[]).find((s) => s.bookedCaseData.status === null);
        if (b) {
          return {
            providerId,
            walkIn: {
              unitId: unit.unitId,
              start: b.slotStartAt,
              name: b.bookedCaseData.displayName,
              packageName: b.bookedCaseData.packageName,
            },
          };
        }
      }
    }
  }
  throw new Error(`no walk-in for ${id}`);
}

/**
 * The walk-in's own event: the same patient may also have a request waiting, whose Patient's Choice events carry
 * the name too (and open Add Appointment), so the event is picked by its start time as well.
 */
function walkInEvent(page: Page, id: string, walkIn: WalkIn) {
  const at = formatInTimeZone(new Date(walkIn.start), manifestOf(id).timeZone, 'HH:mm');
  return page
    .locator('.sx__time-grid-event', { hasText: walkIn.name })
    .filter({ hasText: `${at} –` })
    .first();
}

async function openOnClinicSchedule(page: Page, id: string, providerId: string, walkIn: WalkIn) {
  const date = formatInTimeZone(new Date(walkIn.start), manifestOf(id).timeZone, 'yyyy-MM-dd');
  await page.goto(`/app/schedule/clinic/provider/${providerId}?unit=${walkIn.unitId}&date=${date}`);
  await page.getByRole('button', { name: 'View' }).click();
  await page.getByRole('option', { name: 'Day' }).click();
  await expect(page.locator('.sx__time-grid-day')).toHaveCount(1);
  await walkInEvent(page, id, walkIn).click();
  return page.getByRole('dialog', { name: 'Appointment' });
}

test('harbour-hk: a future walk-in offers Cancel (no reschedule there), and Cancel with a note removes it', async ({
  page,
}) => {
  const { providerId, walkIn } = await clinicWithWalkIn(page, 'harbour-hk', 'doctor');
  const dialog = await openOnClinicSchedule(page, 'harbour-hk', providerId, walkIn);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('This field is mandatory')).toBeVisible();
  await dialog.getByLabel('Notes').fill('Called to cancel');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successfully updated appointment status.')).toBeVisible();
  await expect(page.locator('.sx__time-grid-event', { hasText: walkIn.name })).toHaveCount(0);
});

test('ava-sg: a future walk-in offers Reschedule and Cancel; Reschedule opens Appointment Management for it', async ({
  page,
}) => {
  const { providerId, walkIn } = await clinicWithWalkIn(page, 'ava-sg', 'doctor');
  const dialog = await openOnClinicSchedule(page, 'ava-sg', providerId, walkIn);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Reschedule Appointment' })).toBeVisible();
  await expect(page.getByText(walkIn.name).first()).toBeVisible();
});

test('sehat-id: a health-screening walk-in dialog names the package', async ({ page }) => {
  const { providerId, walkIn } = await clinicWithWalkIn(page, 'sehat-id', 'screening');
  expect(walkIn.packageName).toBeTruthy();
  await page.goto(`/app/schedule/clinic/healthscreening/provider/${providerId}`);
  await expect(page.locator('.sx__calendar-wrapper')).toHaveCount(1);
  // Jump to the walk-in's day with the mini month.
  const target = new Date(
    `${formatInTimeZone(new Date(walkIn.start), manifestOf('sehat-id').timeZone, 'yyyy-MM-dd')}T00:00:00Z`,
  );
  const month = target.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const [day, year] = [target.getUTCDate(), target.getUTCFullYear()];
  const mini = page.getByRole('application', { name: /Choose a date/ });
  const cell = mini.getByRole('button', {
    name: new RegExp(`\\b(${day} ${month} ${year}|${month} ${day}, ${year})\\b`),
  });
  for (let i = 0; i < 2 && (await cell.count()) === 0; i += 1) {
    await mini.getByRole('button', { name: 'Next month' }).click();
  }
  await cell.first().click();
  await walkInEvent(page, 'sehat-id', walkIn).click();
  // A session shared with other bookings is one event whose chooser lists them: the walk-in's entry opens it.
  const chooser = page.getByRole('dialog', { name: /^Bookings, / });
  const dialog = page.getByRole('dialog', { name: 'Appointment' });
  await expect(chooser.or(dialog)).toBeVisible();
  if (await chooser.isVisible()) {
    await chooser
      .getByRole('button', { name: new RegExp(`^${walkIn.name}`) })
      .first()
      .click();
  }
  await expect(dialog.getByText('Package')).toBeVisible();
  await expect(dialog.getByText(walkIn.packageName!)).toBeVisible();
});
