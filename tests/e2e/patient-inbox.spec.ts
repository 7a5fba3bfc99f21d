import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { choose, fillPatient, openOpdForm, samplePdf, signInPatient, submitOpdForm } from '../support/patient-forms';

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

/** Scans the page as loaded in light, then flips the OS scheme (the app follows it live) and scans again. */
async function scanBothThemes(page: Page, context: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // react-aria's live announcer keeps, for a few seconds, labels that point at the previous page's select; let them expire.
  await expect(page.locator('[role="log"] > [role="img"]')).toHaveCount(0);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expectNoAxeViolations(page, `${context} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('axe on the booking pages, both themes', () => {
  // A control missing in one tenant fails fast instead of hanging until the test's time runs out.
  test.use({ actionTimeout: 15_000 });
  for (const tenant of ['ava-sg', 'lumina-my', 'sehat-id', 'harbour-hk'] as const) {
    test(`${tenant}: OPD form, confirmation, screening packages, location, MCU form, session picker`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme: 'light' });
      await signInPatient(page, tenant);

      await openOpdForm(page);
      await scanBothThemes(page, `OPD form, ${tenant}`);
      await submitOpdForm(page, phones[tenant]);
      await scanBothThemes(page, `Appointment Request Sent, ${tenant}`);

      await page.goto('/app/health-screening');
      await expect(page.getByRole('heading', { level: 1, name: 'Find A Health Screening Package' })).toBeVisible();
      await scanBothThemes(page, `health screening packages, ${tenant}`);
      await page
        .getByRole('button', { name: /^Choose / })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a Location' })).toBeVisible();
      await choose(page, 'Country');
      await expect(page.getByRole('article').first()).toBeVisible();
      await scanBothThemes(page, `package location, ${tenant}`);
      await page
        .getByRole('article')
        .getByRole('button', { name: /^Select / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/app\/mcu\/patient\/client\/form\//);
      await expect(page.getByRole('heading', { name: 'Patient Information' })).toBeVisible();
      await scanBothThemes(page, `MCU form, ${tenant}`);

      await fillPatient(page, phones[tenant]);
      await page.getByLabel('Height (cm)').fill('160');
      await page.getByLabel('Weight (kg)').fill('55');
      await page.getByText(/I understand I must fast/).click();
      await page.getByText(/I consent to the collection/).click();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Please select TWO preferred sessions')).toBeVisible();
      // react-aria's live announcer keeps a label pointing at the unmounted form; scan the picker as loaded fresh.
      await page.reload();
      await expect(page.getByText('Please select TWO preferred sessions')).toBeVisible();
      await scanBothThemes(page, `session picker, ${tenant}`);
    });
  }
});

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
