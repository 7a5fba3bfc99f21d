import { expect, test, type Page } from '@playwright/test';
import { axeInBothThemes } from '../support/a11y-scan';
import { expectNoAxeViolations } from '../support/axe';
import { apiSignIn } from '../support/login';

/** Picks an option of a react-aria Select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('button', { name: new RegExp(`\\b${label}\\b`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Search by specialty → doctor → facility → the OPD form route; the request
 * is then in My Inbox and its Case Details show its status: Reschedule is
 * offered only for a booked, future appointment of the default client
 * (patient-inbox-reschedule.spec.ts).
 */
async function requestAppointment(page: Page, tenant: string): Promise<string> {
  const link = await apiSignIn(page, tenant);
  // Walk it in English whatever the tenant's default language (the locale choice is remembered per tenant).
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  await page.goto(link);
  await page.goto('/app/myservices');
  await page.getByRole('link', { name: 'Find A Doctor/Make An Appointment' }).click();
  await expect(page).toHaveURL(/\/app\/search-doctor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Doctor' })).toBeVisible();
  await choose(page, 'Specialty', 'Dermatology');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /doctors? found/ })).toBeVisible();
  await page
    .getByRole('button', { name: /^Select Dr\./ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Choose a location for/ })).toBeVisible();
  // Back clears the selection and returns to the results.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: /doctors? found/ })).toBeVisible();
  await page
    .getByRole('button', { name: /^Select Dr\./ })
    .first()
    .click();
  await page.getByRole('radiogroup').getByText(/ — /).first().click();
  await page.getByRole('button', { name: 'Make An Appointment' }).click();
  await expect(page).toHaveURL(/\/app\/opd\/patient\/client\/form\/OPD\d+$/);
  const referenceNo = page.url().split('/').pop() ?? '';
  return referenceNo;
}

test.describe('doctor search → inbox → case details', () => {
  test('ava-sg: the request reaches My Inbox and Case Details show its status', async ({ page }) => {
    const referenceNo = await requestAppointment(page, 'ava-sg');
    await page.goto('/app/patient');
    await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
    await expect(
      page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Incomplete appointment request' }),
    ).toBeVisible();
    const row = page.locator('tr', { hasText: referenceNo });
    await expect(row).toContainText('Incomplete');
    await expectNoAxeViolations(page, 'My Inbox (ava-sg, light)');
    await page.goto(`/app/view/OPD/${referenceNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();
    await expect(page.getByText(/^Status:\s*Incomplete$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'Case Details (ava-sg, light)');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).not.toHaveURL(/\/view\//);
  });

  test('harbour-hk: Case Details show the status instead of Reschedule', async ({ page }) => {
    const referenceNo = await requestAppointment(page, 'harbour-hk');
    await page.goto(`/app/view/OPD/${referenceNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
    await expect(page.getByText(/^Status:\s*Incomplete$/)).toBeVisible();
  });

  test('a case that is not yours: Failed to display case details.', async ({ page }) => {
    await page.goto(await apiSignIn(page, 'ava-sg'));
    await page.goto('/app/view/OPD/OPD999999999');
    await expect(page.getByRole('alert')).toContainText('Failed to display case details.');
  });
});

test.describe('search form rules', () => {
  test('name too short, nothing found, and the inbox accept action', async ({ page }) => {
    await page.goto(await apiSignIn(page, 'ava-sg'));
    await page.goto('/app/search-doctor');
    await page.getByLabel('Doctor Name').fill('ab');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText("Search phrase for a doctor's name is too short.");
    await page.getByLabel('Doctor Name').fill('Zzyzx Nobody');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByText(
        "We didn't find any record matching your search criteria(s). Please refine your search and try again",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'Search Doctor (ava-sg, light)');

    await page.goto('/app/patient');
    await page.getByRole('button', { name: /^Status/ }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Status' });
    await statusDialog.getByRole('button', { name: 'Clear' }).click();
    await statusDialog.getByText('Pending Patient Response', { exact: true }).click();
    await page.keyboard.press('Escape');
    const row = page.locator('tbody tr').first();
    await expect(row).toContainText('Pending Patient Response');
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Successfully accepted appointment request.')).toBeVisible();
  });
});

test.describe('lumina-my diagnosis search', () => {
  test('refuses 2 characters with its hint, returns a tree, and No Data for nonsense', async ({ page }) => {
    await page.goto(await apiSignIn(page, 'lumina-my'));
    await page.goto('/app/search-doctor');
    const diagnosis = page.getByRole('textbox', { name: /^(Diagnosis|Diagnosis)$/ });
    await diagnosis.fill('di');
    await diagnosis.press('Enter');
    await expect(page.getByText('* Input must be more than 2 characters')).toBeVisible();
    await expect(page.getByText('No Data')).toHaveCount(0);
    await diagnosis.fill('diabetes');
    await expect(page.getByText('* Press Enter button to search diagnosis')).toBeVisible();
    await diagnosis.press('Enter');
    const results = page.getByRole('region', { name: /Diagnosis results/ });
    await expect(results.getByRole('button', { name: /^E11/ }).first()).toBeVisible();
    // While a diagnosis is used, name and specialty are disabled.
    await expect(page.getByLabel('Doctor Name')).toBeDisabled();
    await expectNoAxeViolations(page, 'Search Doctor with diagnosis tree (lumina-my, light)');
    await results.getByRole('button', { name: /^E11/ }).first().click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: /doctors? found/ })).toBeVisible();

    await page.goto('/app/search-doctor');
    await diagnosis.fill('qqxxzz');
    await page.getByRole('button', { name: 'Search Diagnosis' }).click();
    await expect(page.getByText('No Data')).toBeVisible();

    // Procedure groups matched by name load their codes when opened (level one → level two → codes).
    await page.goto('/app/search-doctor');
    const procedure = page.getByRole('textbox', { name: 'Procedure' });
    await procedure.fill('Operations on the Eye');
    await procedure.press('Enter');
    const procedures = page.getByRole('region', { name: /Procedure results/ });
    await procedures.getByRole('button', { name: /Operations on the Eye/ }).click();
    await procedures.getByRole('button', { name: /Operations on lens/ }).click();
    await expect(procedures.getByRole('button', { name: /^13\.41/ })).toBeVisible();
  });
});

// The accessibility matrix scans these pages for every tenant in English; this pass covers the tenants
// whose own language is not English, in that language, each page in light and then dark from one load.
for (const tenant of ['sehat-id', 'harbour-hk'] as const) {
  test(`axe clean on my pages in light and dark: ${tenant}`, async ({ page }) => {
    await page.goto(await apiSignIn(page, tenant));
    for (const path of ['/app/myservices', '/app/search-doctor', '/app/patient']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await axeInBothThemes(page, `${path} (${tenant})`);
    }
    // Case Details of the first request in the inbox.
    await page.locator('tbody tr a[href*="/view/"]').first().click();
    await expect(page).toHaveURL(/\/app\/view\//);
    await page.waitForLoadState('networkidle');
    await axeInBothThemes(page, `case details (${tenant})`);
  });
}
