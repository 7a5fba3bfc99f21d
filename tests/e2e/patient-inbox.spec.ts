import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openOpdForm, samplePdf, signInPatient, submitOpdForm } from '../support/patient-forms';

/** A valid mobile number in each tenant's phone region. */
const phones = {
  'ava-sg': '91234567',
  'lumina-my': '0123456789',
  'sehat-id': '081234567890',
  'harbour-hk': '51234567',
} as const;

/**
 * Journey (a) in one go: specialty → doctor → facility → OPD form with a PDF
 * → submit → confirmation → Continue → My Inbox → Case Details.
 */
async function requestAndOpenCase(page: Page, tenant: keyof typeof phones): Promise<void> {
  await signInPatient(page, tenant);
  await page.goto('/app/myservices');
  await page.getByRole('link', { name: 'Find A Doctor/Make An Appointment' }).click();
  const referenceNo = await openOpdForm(page, 'Dermatology');
  await submitOpdForm(page, phones[tenant]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/patient$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
  const row = page.locator('tr', { hasText: referenceNo });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: referenceNo }).or(row.locator('a[href*="/view/"]')).first().click();
  await expect(page).toHaveURL(new RegExp(`/app/view/OPD/${referenceNo}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();
}

test.describe('journey (a): doctor search → OPD form → inbox → case details', () => {
  // Reschedule is for a booked, future appointment; a request still waiting for the clinic shows its status.
  // The Scheduled case that offers it is walked in patient-inbox-reschedule.spec.ts.
  test('ava-sg: the submitted request is in My Inbox and its Case Details show the status (nothing to reschedule yet)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await requestAndOpenCase(page, 'ava-sg');
    await expect(page.getByText(/^Status:\s*Pending Clinic Response$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
  });

  test('harbour-hk: the same path shows the status instead of Reschedule', async ({ page }) => {
    test.setTimeout(120_000);
    await requestAndOpenCase(page, 'harbour-hk');
    await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
    await expect(page.getByText(/^Status:\s*\S/)).toBeVisible();
  });
});

test('attachments over 10 MB in total: the message shows and Submit sends nothing (ava-sg)', async ({ page }) => {
  await signInPatient(page, 'ava-sg');
  await openOpdForm(page);
  let submitted = false;
  await page.route('**/form/oaf/**', async (route) => {
    if (route.request().method() !== 'GET') submitted = true;
    await route.fallback();
  });
  await page.getByText(/I consent to the collection/).click();
  const big = { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) };
  await page.getByTestId('upload-input').setInputFiles(big);
  await expect(page.getByText('File upload cannot greater than 10MB')).toBeVisible();
  // Refused as it is picked, so it is neither listed nor sent with the form.
  await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
  expect(submitted).toBe(false);
});

test('a file that is not an image or PDF is refused as it is picked (ava-sg)', async ({ page }) => {
  await signInPatient(page, 'ava-sg');
  await openOpdForm(page);
  await page
    .getByTestId('upload-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only images and PDF files can be uploaded')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
  // A good file afterwards is kept and the message goes.
  await page.getByTestId('upload-input').setInputFiles(samplePdf);
  await expect(page.getByText('referral.pdf (2 KB)')).toBeVisible();
  await expect(page.getByText('Only images and PDF files can be uploaded')).toHaveCount(0);
});

// The booking pages' axe scans in light and dark (OPD form, its confirmation, screening packages, location,
// MCU form, session picker) are the accessibility matrix's patient walk, once per tenant
// (tests/support/a11y-walks.ts); the app following the OS scheme live is held by schedules.spec.ts.

test('an empty inbox says how to begin, and the way in works', async ({ page }) => {
  // A patient with no requests at all: the seed gives every patient some, so the answer is emptied.
  await page.route('**/api/v1/worklist/patient/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { dataTable: { data: unknown[] }; totalSize: number; hasNewer: boolean; hasOlder: boolean };
    };
    body.data.dataTable.data = [];
    body.data.totalSize = 0;
    body.data.hasNewer = false;
    body.data.hasOlder = false;
    await route.fulfill({ response, json: body });
  });
  await signInPatient(page, 'ava-sg');
  await page.goto('/app/patient');
  const empty = page.getByRole('region', { name: 'No appointments yet' });
  await expect(empty).toBeVisible();
  const find = empty.getByRole('link', { name: 'Find a doctor' });
  expect((await find.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(empty.getByRole('link', { name: 'Book a health screening' })).toBeVisible();
  await expectNoAxeViolations(page, 'empty inbox');
  await find.click();
  await expect(page).toHaveURL(/\/app\/search-doctor$/);
});
