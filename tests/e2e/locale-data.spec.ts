import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../support/login';

/** Data (packages, specialties, countries) reads in the UI language, not only the interface. */
async function signIn(page: Page, tenant: string, language: string) {
  const link = await apiSignIn(page, tenant);
  await page.addInitScript(([id, lng]) => localStorage.setItem(`ava.locale.${id}`, lng), [tenant, language] as const);
  await page.goto(link);
}

/** Opens a react-aria select by its label (CJK labels have no word boundaries) and returns its listbox. */
async function openSelect(page: Page, label: string) {
  await page
    .getByRole('button', { name: new RegExp(label) })
    .first()
    .click();
  return page.getByRole('listbox');
}

test('harbour-hk in Chinese: screening packages, specialties and the country in Chinese', async ({ page }) => {
  await signIn(page, 'harbour-hk', 'zh-HK');
  await page.goto('/app/health-screening');
  await expect(page.getByRole('heading', { name: '基本健康檢查' })).toBeVisible();
  await expect(page.getByText(/全血細胞計數/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Essential Health Screening' })).toHaveCount(0);

  await page.goto('/app/search-doctor');
  await expect(page.getByRole('button', { name: /國家/ }).first()).toContainText('香港');
  const specialties = await openSelect(page, '專科');
  await expect(specialties.getByRole('option', { name: '心臟科' })).toBeVisible();
  await expect(specialties.getByRole('option', { name: 'Cardiology' })).toHaveCount(0);
  await specialties.getByRole('option', { name: '心臟科' }).click();
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  // The English name went to the server as the value: cardiologists come back, their specialty in Chinese.
  await expect(page.getByRole('article').first()).toContainText('心臟科');
});

test('sehat-id in Indonesian: screening packages and specialties in Indonesian', async ({ page }) => {
  await signIn(page, 'sehat-id', 'id');
  await page.goto('/app/health-screening');
  await expect(page.getByRole('heading', { name: 'Pemeriksaan Kesehatan Dasar' })).toBeVisible();

  await page.goto('/app/search-doctor');
  const specialties = await openSelect(page, 'Spesialisasi');
  await expect(specialties.getByRole('option', { name: 'Kardiologi' })).toBeVisible();
  await expect(specialties.getByRole('option', { name: 'Cardiology' })).toHaveCount(0);
});

test('switching the language in the header brings the packages back in the new language', async ({ page }) => {
  await signIn(page, 'harbour-hk', 'en');
  await page.goto('/app/health-screening');
  await expect(page.getByRole('heading', { name: 'Essential Health Screening' })).toBeVisible();
  // The header's switch (the navigation drawer holds another for small screens).
  await page.getByLabel('Language').first().selectOption('zh-HK');
  await expect(page.getByRole('heading', { name: '基本健康檢查' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Essential Health Screening' })).toHaveCount(0);
});
