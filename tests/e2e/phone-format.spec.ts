import { expect, test } from '@playwright/test';
import { apiSignIn } from '../support/login';

/**
 * Phone numbers are stored as E.164 (+6591234567) and read in
 * libphonenumber's international format (+65 9123 4567) wherever shown.
 */

const caseTenants = [
  { id: 'ava-sg', mobile: /^\+65 9\d{3} \d{4}$/ },
  { id: 'lumina-my', mobile: /^\+60 12 \d{3} \d{4}$/ },
] as const;

for (const tenant of caseTenants) {
  test(`${tenant.id}: the patient's case details show the mobile number in international format`, async ({ page }) => {
    await page.goto(await apiSignIn(page, tenant.id));
    await page.goto('/app/patient');
    await expect(page.locator('tbody tr a[href*="/view/"]').first()).toBeVisible();
    const cases = await page
      .locator('tbody tr a[href*="/view/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // Journeys running alongside add requests whose form is not filled yet (Mobile "—"):
    // the first case that has a number is the one checked.
    const shown: string[] = [];
    for (const href of cases.slice(0, 8)) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();
      const patient = page.getByRole('region', { name: 'Patient Details' });
      const mobile = patient.locator('dt', { hasText: /^Mobile$/ }).locator('xpath=following-sibling::dd[1]');
      await expect(mobile).toBeVisible();
      if ((await mobile.textContent())?.trim() === '—') continue;
      // The stored +6591234567 shows until the formatter has loaded: wait for the format.
      await expect(mobile).toHaveText(tenant.mobile);
      shown.push(href);
      break;
    }
    expect(shown, 'a case with a mobile number among the first eight').toHaveLength(1);
  });
}

/** Typed as a local number in the tenant's phone region; the review shows it with its country code. */
const signupTenants = [
  { id: 'lumina-my', typed: '123456789', shown: '+60 12 345 6789' },
  { id: 'sehat-id', typed: '81234567890', shown: '+62 812 3456 7890' },
] as const;

for (const tenant of signupTenants) {
  test(`${tenant.id}: the sign-up review shows the mobile number in international format`, async ({ page }) => {
    // The account-creating call is answered here: the server rate-limits sign-up per address.
    await page.route('**/api/v1/signup', (route) =>
      route.fulfill({ json: { code: true, status: 200, data: { userId: 'phone-user' } } }),
    );
    await page.goto(`/app/signup/${tenant.id}/accountsettings`);
    await page.locator('input[name="email"]').fill(`phone-${Date.now()}@example.com`);
    await page.locator('input[name="password"]').fill('Welcome@2026');
    await page.locator('input[name="password2"]').fill('Welcome@2026');
    await page.locator('label:has(input[name="termsAndConditions"])').click();
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/personalprofile$/);

    await page.locator('input[name="firstname"]').fill('Ana');
    await page.locator('input[name="lastname"]').fill('Lim');
    await page.locator('label:has(input[value="Female"])').click();
    await expect(page.getByRole('spinbutton')).toHaveCount(3);
    for (const segment of await page.getByRole('spinbutton').all()) {
      await segment.click();
      await page.keyboard.press('ArrowUp');
    }
    await page.locator('input[autocomplete="tel"]').fill(tenant.typed);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/review\/submit$/);
    await expect(page.getByText(tenant.shown, { exact: true })).toBeVisible();
  });
}
