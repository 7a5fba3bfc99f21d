import { expect, test } from '@playwright/test';
import { openOpdForm, signInPatient } from '../support/patient-forms';

/**
 * The OPD form in Traditional Chinese: the "Show suggestions" buttons are real targets (not 25 × 17 px;
 * docs/decisions/0087-drafts-reference-numbers-and-smaller-items.md), and the preferred dates and times read in Chinese
 * in the browser (docs/decisions/0085-server-messages-in-the-readers-language.md; the checks' field
 * names are held to the page language by use-issue-text.test.tsx).
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('harbour-hk in zh-HK: the OPD form suggestion buttons are real targets, the preferred dates and times Chinese', async ({
  page,
}) => {
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

  // The preferred dates in Chinese ("2026年12月1日"), never "01 Dec 2026"; then the chosen day's times.
  await page.getByRole('button', { name: /選項 1：日期/ }).click();
  const days = page.getByRole('listbox').getByRole('option');
  await expect(days.first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  const dayTexts = await days.allInnerTexts();
  expect(dayTexts.filter((d) => /[A-Za-z]/.test(d))).toEqual([]);
  await days.first().click();
  await page.getByRole('button', { name: /選項 1：時間/ }).click();
  const times = await page.getByRole('listbox').getByRole('option').allInnerTexts();
  expect(times.length).toBeGreaterThan(0);
  expect(times.filter((time) => /[A-Za-z]/.test(time))).toEqual([]);
});
