import { expect, test } from '@playwright/test';
import { openOpdForm, signInPatient } from '../support/patient-forms';

/**
 * Issue 29 item 10 on the OPD form in Traditional Chinese: the "Show suggestions" buttons are real targets
 * (not 25 × 17 px). The checks' field names and the preferred dates and times are held to the page language by
 * use-issue-text.test.tsx and preferred-options.test.ts.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('harbour-hk in zh-HK: the OPD form suggestion buttons are real targets', async ({ page }) => {
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
});
