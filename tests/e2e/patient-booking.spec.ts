import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { choose, choosePreferredOptions, fillPatient, samplePdf, signInPatient } from '../support/patient-forms';

test('OPD form: a PDF upload, privacy gate, submit → Appointment Request Sent (ava-sg)', async ({ page }) => {
  await signInPatient(page, 'ava-sg');
  await page.goto('/app/search-doctor');
  await choose(page, 'Specialty', 'Dermatology');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('button', { name: /^Select Dr\./ })
    .first()
    .click();
  await page.getByRole('radiogroup').getByText(/ — /).first().click();
  await page.getByRole('button', { name: 'Make An Appointment' }).click();
  await expect(page).toHaveURL(/\/app\/opd\/patient\/client\/form\//);
  await expect(page.getByRole('heading', { name: 'Patient Information' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await fillPatient(page, '91234567');
  await page.getByLabel('Reason for Consultation').fill('Itchy rash for two weeks');
  await choosePreferredOptions(page);
  await page.getByTestId('upload-input').setInputFiles(samplePdf);
  await expect(page.getByText('referral.pdf (2 KB)')).toBeVisible();
  await expectNoAxeViolations(page, 'OPD form');
  await page.getByText(/I consent to the collection/).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/app\/appointment\/opd\/.+\/complete$/);
  await expect(page.getByRole('heading', { name: 'Appointment Request Sent' })).toBeVisible();
  await expectNoAxeViolations(page, 'Appointment Request Sent');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/patient$/);
});

/** Health screening up to the session picker (sehat-id, Asia/Jakarta). */
async function toPicker(page: Page) {
  await signInPatient(page, 'sehat-id');
  await page.goto('/app/health-screening');
  await expect(page.getByRole('heading', { level: 1, name: 'Find A Health Screening Package' })).toBeVisible();
  await expectNoAxeViolations(page, 'health screening packages');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Location' })).toBeVisible();
  await page.getByRole('button', { name: /\bCountry\b/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page
    .getByRole('article')
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/mcu\/patient\/client\/form\//);
  await fillPatient(page, '081234567890');
  await page.getByLabel('Height (cm)').fill('160');
  await page.getByLabel('Weight (kg)').fill('55');
  await page.getByText(/I understand I must fast/).click();
  await page.getByText(/I consent to the collection/).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select TWO preferred sessions')).toBeVisible();
}

/** The picker's Next (the calendar has a hidden, text-less one too). */
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).filter({ hasText: 'Next' });

/**
 * Opens calendar days in turn until one offers what `want` looks for; returns that slot button.
 * Today is skipped: its sessions that have already started are not offered, so what it shows
 * depends on the hour the test runs.
 */
async function findSlot(page: Page, want: 'free' | 'full') {
  for (let month = 0; month < 3; month += 1) {
    const days = page.locator(
      '[role="gridcell"] [role="button"]:not([aria-disabled="true"]):not([aria-label^="Today"])',
    );
    const count = await days.count();
    for (let i = 0; i < count; i += 1) {
      await days.nth(i).click();
      const slots = page.getByRole('group', { name: 'Select Preferred Session(s)' }).getByRole('button');
      const match =
        want === 'full'
          ? slots.filter({ hasText: '*' })
          : slots.filter({ hasNotText: '*' }).and(page.locator(':not([disabled])'));
      if ((await match.count()) > 0) return match.first();
    }
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`no ${want} slot found`);
}

test('MCU: package → location → form → two sessions, one via the waiting list → submit → return (sehat-id)', async ({
  page,
}) => {
  await toPicker(page);
  await expect(page.getByText('Select a Date', { exact: true })).toBeVisible();
  // react-aria's live announcer keeps a label pointing at the unmounted form; scan the picker as loaded fresh.
  await page.reload();
  await expect(page.getByText('Please select TWO preferred sessions')).toBeVisible();
  await expectNoAxeViolations(page, 'session picker');
  const free = await findSlot(page, 'free');
  // Screening sessions start at 08:00 Jakarta time: slots are shown in the tenant's zone.
  await expect(
    page
      .getByRole('group', { name: 'Select Preferred Session(s)' })
      .getByRole('button', { name: /^08:00 AM/ })
      .first(),
  ).toBeVisible();
  await free.click();
  await nextButton(page).click();
  const full = await findSlot(page, 'full');
  await full.click();
  await expect(page.getByText('The timeslot is FULL. Would you like to be placed on the WAITING LIST?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'No', exact: true }).click();
  await expect(nextButton(page)).toHaveCount(0);
  await full.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await nextButton(page).click();
  await expect(page.getByText(/Option 2: .*\(waiting list\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  // The MCU route is the return target: it now shows the confirmation.
  await expect(page).toHaveURL(/\/app\/appointment\/mcu\/.+\/complete$/);
  await expect(page.getByText(/\(waiting list\)/)).toBeVisible();
});

test("MCU: a server failure on submit shows 'Failed to submit.' and keeps the sessions (sehat-id)", async ({
  page,
}) => {
  await toPicker(page);
  for (let n = 0; n < 2; n += 1) {
    await (await findSlot(page, 'free')).click();
    await nextButton(page).click();
  }
  await page.route('**/api/v1/schedule/book/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: false, status: 500, error: { message: 'Something went wrong. Please try again.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Failed to submit.')).toBeVisible();
  await expect(page.getByText(/^Option 1: /)).toBeVisible();
  await expect(page.getByText(/^Option 2: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
