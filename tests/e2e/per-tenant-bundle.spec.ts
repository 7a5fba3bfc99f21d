import { expect, test } from '@playwright/test';
import { perTenantURL } from '../../playwright.config';

test.describe('per-tenant bundle (harbour-hk)', () => {
  test.use({ colorScheme: 'dark' });

  test('serves its own login, branded from the first paint', async ({ page }) => {
    // The palette is inline in index.html: the very first style resolution already has it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __firstBg: string }).__firstBg = getComputedStyle(document.documentElement)
          .getPropertyValue('--color-background')
          .trim();
      });
    });
    await page.goto(`${perTenantURL}/app/harbour-hk/login`);
    await expect(page.getByRole('heading', { name: '登入 Harbour Health' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __firstBg: string }).__firstBg)).toBe('#140f1f');
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/tenant-assets/favicon.svg');
  });

  test('knows no other client', async ({ page }) => {
    await page.goto(`${perTenantURL}/app/ava-sg/login`);
    await expect(page.getByRole('heading', { name: '找不到入口網站' })).toBeVisible();
    await expect(page.getByRole('link', { name: '前往 Harbour Health' })).toHaveAttribute(
      'href',
      '/app/harbour-hk/login',
    );
  });
});
