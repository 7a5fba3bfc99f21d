import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../support/login';

/** The language the account's mails will be written in, as the server confirmed it. */
const storedLocale = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith('/users/v1/user/preferred-locale') && r.request().method() === 'PUT')
    .then(async (r) => {
      expect(r.status()).toBe(200);
      return ((await r.json()) as { data: { locale: string } }).data.locale;
    });

test('the account learns the UI language on sign-in and on a switch, so mails follow it', async ({ page }) => {
  const onSignIn = storedLocale(page);
  await page.goto(await apiSignIn(page, 'harbour-hk', 'patient'));
  expect(await onSignIn).toBe('zh-HK');

  const onSwitch = storedLocale(page);
  await page.getByLabel('語言').first().selectOption('en');
  expect(await onSwitch).toBe('en');
});
