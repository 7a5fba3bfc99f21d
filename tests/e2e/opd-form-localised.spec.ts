import { expect, test } from '@playwright/test';
import { openOpdForm, signInPatient } from '../support/patient-forms';

/**
 * Issue 29 items 4 and 10 on the OPD form in Traditional Chinese: validation messages name the field in
 * Chinese ("國籍不能為空", not "Nationality不能為空"), the preferred dates and times read in Chinese (not
 * "16 Jan 2027", "11:30 AM"), and the "Show suggestions" buttons are real targets (not 25 × 17 px).
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('harbour-hk in zh-HK: the OPD form words its checks, dates and times in Chinese', async ({ page }) => {
  await signInPatient(page, 'harbour-hk');
  await openOpdForm(page, 'Dermatology');
  // Registered after signInPatient's 'en', so it runs last on the reload.
  await page.addInitScript(() => localStorage.setItem('ava.locale.harbour-hk', 'zh-HK'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '病人資料' })).toBeVisible();

  // Each combobox's "Show suggestions" button sits beside its input.
  const toggles = await page.locator('input[role="combobox"] + button').all();
  expect(toggles.length).toBeGreaterThan(0);
  for (const toggle of toggles) {
    const box = (await toggle.boundingBox())!;
    expect(box.width, 'Show suggestions width').toBeGreaterThanOrEqual(24);
    expect(box.height, 'Show suggestions height').toBeGreaterThanOrEqual(24);
  }

  await page.getByRole('button', { name: '選項 1：日期' }).click();
  const days = (await page.getByRole('listbox').getByRole('option').allTextContents()).join(' ');
  expect(days).not.toMatch(/Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: '選項 1：時間' }).click();
  const times = (await page.getByRole('listbox').getByRole('option').allTextContents()).join(' ');
  expect(times).not.toMatch(/AM|PM/);
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: /國籍/ }).fill('');
  await page.locator('main form button[type="submit"]').last().click();
  await expect(page.getByText('國籍不能為空').first()).toBeVisible();
  await expect(page.getByText(/Nationality/)).toHaveCount(0);
});
