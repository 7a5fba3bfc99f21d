import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { apiSignIn } from './login';
import { fillPatient } from './patient-forms';

/** Package, location, then the new MCU form, by mouse (set-up only), in English. */
export async function openNewMcuForm(page: Page, tenant: string): Promise<void> {
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  await page.goto(await apiSignIn(page, tenant));
  await page.goto('/app/health-screening');
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /\bCountry\b/ })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page
    .getByRole('article')
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/mcu\/patient\/client\/form\//);
}

/**
 * A submitted MCU form waiting for its sessions, made in a context of its own
 * (the journey's page starts on the picker); returns the form's address.
 */
export async function mcuAwaitingSessions(browser: Browser, tenant: string, phone: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openNewMcuForm(page, tenant);
  await fillPatient(page, phone);
  await page.getByLabel('Height (cm)').fill('160');
  await page.getByLabel('Weight (kg)').fill('55');
  await page.getByText(/I understand I must fast/).click();
  await page.getByText(/I consent to the collection/).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select TWO preferred sessions')).toBeVisible();
  const path = new URL(page.url()).pathname;
  await context.close();
  return path;
}

/** The calendar's day buttons in the month shown (days of other months are hidden). */
export const calendarDays = (page: Page): Locator =>
  page.locator('[role="gridcell"] [role="button"]:not([data-outside-month])');

/** The open day's session buttons. */
export const sessionButtons = (page: Page): Locator =>
  page.getByRole('group', { name: 'Select Preferred Session(s)' }).getByRole('button');

/** The picker's Next (the calendar has a hidden, text-less one too). */
export const pickerNext = (page: Page): Locator =>
  page.getByRole('button', { name: 'Next', exact: true }).filter({ hasText: 'Next' });

/**
 * Opens calendar days in turn (today skipped: its started sessions are not
 * offered, so it depends on the hour) until one offers a free session; returns it.
 */
export async function findFreeSession(page: Page): Promise<Locator> {
  for (let month = 0; month < 3; month += 1) {
    const days = page.locator(
      '[role="gridcell"] [role="button"]:not([aria-disabled="true"]):not([aria-label^="Today"])',
    );
    const count = await days.count();
    for (let i = 0; i < count; i += 1) {
      await days.nth(i).click();
      const free = sessionButtons(page).filter({ hasNotText: '*' }).and(page.locator(':not([disabled])'));
      if ((await free.count()) > 0) return free.first();
    }
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error('no free session found');
}
