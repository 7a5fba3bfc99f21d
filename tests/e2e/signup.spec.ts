import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeInBothThemes } from '../support/a11y-scan';
import { expectNoAxeViolations } from '../support/axe';

const strong = 'Welcome@2026';

/** The sign-up code the server mailed to `to` (a demo address: the development mailbox keeps it). */
async function mailedCode(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: Array<{ text: string }> };
  const code = /code to confirm this e-mail address is ([A-Z0-9]{6})/.exec(body.data[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-up code in the development mailbox for ${to}`);
  return code;
}

async function pasteCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Character 1 of 6' }).focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

async function fillAccount(page: Page, email: string, password: string, again = password) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Re-enter Password').fill(again);
}

test('the whole ava-sg sign-up: rules, profile validated by the server, review, previous, register, code, sign in, request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A demo address: in demo mode its mail (the code) goes to the development mailbox.
  const email = `new-${Date.now()}@ava-sg.demo`;
  await page.goto('/app/signup/ava-sg');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Account' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Account Settings' })).toHaveAttribute(
    'aria-current',
    'step',
  );

  let signupCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/signup')) signupCalls += 1;
  });
  // Next stays disabled until every rule is met; leaving a field says what it lacks.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByText('This field cannot be empty')).toHaveCount(3);
  const terms = page.getByText('I agree to the Terms and Conditions');
  await terms.click();
  await terms.click();
  await expect(page.getByText('Please agree to the Terms and Conditions')).toBeVisible();

  await fillAccount(page, email, 'weakpassword');
  await page.getByLabel('Re-enter Password').blur();
  await terms.click();
  await expect(page.getByText('Password does not meet the requirement')).toBeVisible();
  await expect(page.getByText('This field cannot be empty')).toHaveCount(0);
  await expect(page.getByText('Please agree to the Terms and Conditions')).toHaveCount(0);
  await expect(next).toBeDisabled();
  expect(signupCalls).toBe(0);

  await fillAccount(page, email, strong, 'Welcome@2027');
  await page.getByLabel('Re-enter Password').blur();
  await expect(next).toBeDisabled();
  await fillAccount(page, email, strong);
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page).toHaveURL(/\/app\/signup\/ava-sg\/personalprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Profile' })).toBeVisible();
  // The server validates: an empty profile comes back with a message per field.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('First Name cannot be empty')).toBeVisible();
  await expect(page.getByText('Mobile Number cannot be empty')).toBeVisible();

  await page.getByLabel('First Name').fill('Nadia');
  await page.getByLabel('Last Name').fill('Rahim');
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
  const dob = page.getByRole('group', { name: 'Date of Birth' });
  await dob.getByRole('spinbutton').first().click();
  await page.keyboard.type('14031990');
  await page.getByLabel('Mobile Number').fill('91234567');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/app\/signup\/ava-sg\/review\/submit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Submit' })).toBeVisible();
  await expect(page.getByText('Nadia')).toBeVisible();
  await expect(page.getByText('+65 9123 4567', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Nadia');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();

  // The address is confirmed with a mailed code before the account can make requests
  // (docs/decisions/0068-verified-addresses-and-per-recipient-mail.md).
  await expect(page).toHaveURL(/\/app\/signup\/ava-sg\/verify$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-character code to ${email}`)).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up confirm e-mail');

  // Signing in before confirming leads back to the code step, not to booking.
  await page.goto('/app/ava-sg/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(strong);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/app\/signup\/ava-sg\/verify$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();

  // A wrong code is refused; the mailed one confirms the address.
  const code = await mailedCode(page, email);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await pasteCode(page, code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('This code is wrong or has expired.');
  await pasteCode(page, code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/app\/signup\/ava-sg\/verify#completed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Congratulations' })).toBeVisible();

  // Confirmed, the new patient signs in to My Inbox and can make a request.
  await page.context().clearCookies();
  await page.goto('/app/ava-sg/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(strong);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
  await page.goto('/app/search-doctor');
  await page.getByRole('button', { name: /\bSpecialty\b/ }).click();
  await page.getByRole('option', { name: 'Dermatology' }).first().click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('button', { name: /^Select Dr\./ })
    .first()
    .click();
  await page.getByRole('radiogroup').getByText(/ — /).first().click();
  await page.getByRole('button', { name: 'Make An Appointment' }).click();
  await expect(page).toHaveURL(/\/app\/opd\/patient\/client\/form\/OPD\d+$/);
});

test('a step URL opened directly goes back to the first step not done yet', async ({ page }) => {
  await page.goto('/app/signup/ava-sg/personalprofile');
  await expect(page).toHaveURL(/\/app\/signup\/ava-sg\/accountsettings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Account' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Account Settings' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await page.goto('/app/signup/ava-sg/review/submit');
  await expect(page).toHaveURL(/\/app\/signup\/ava-sg\/accountsettings$/);

  // With the account made but no profile yet, review leads to the profile.
  await fillAccount(page, `direct-${Date.now()}@example.com`, strong);
  await page.getByText('I agree to the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/personalprofile$/);
  await page.goto('/app/signup/ava-sg/review/submit');
  await expect(page).toHaveURL(/\/app\/signup\/ava-sg\/personalprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Profile' })).toBeVisible();
});

test('a taken e-mail shows the server message under the field and clears both passwords', async ({ page }) => {
  await page.goto('/app/signup/ava-sg/accountsettings');
  await fillAccount(page, 'patient@ava-sg.demo', strong);
  await page.getByText('I agree to the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This e-mail is already registered.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Re-enter Password')).toHaveValue('');
});

test("registration failure says 'Failed to submit.'", async ({ page }) => {
  await page.goto('/app/signup/ava-sg/accountsettings');
  await fillAccount(page, `fail-${Date.now()}@example.com`, strong);
  await page.getByText('I agree to the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Lim');
  await page.getByRole('radio', { name: 'Male', exact: true }).check({ force: true });
  await page.getByRole('group', { name: 'Date of Birth' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01021985');
  await page.getByLabel('Mobile Number').fill('81234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.route('**/api/v1/register/**', (route) =>
    route.fulfill({ status: 500, json: { code: false, status: 500, error: { message: 'x' } } }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to submit.');
});

/** Sign-up in each tenant's own language: controls are found by name, buttons by the locale's words. */
const signupTenants = [
  { id: 'ava-sg', lng: 'en', mobile: '91234567' },
  { id: 'lumina-my', lng: 'en', mobile: '123456789' },
  { id: 'sehat-id', lng: 'id', mobile: '81234567890' },
  { id: 'harbour-hk', lng: 'zh-HK', mobile: '51234567' },
] as const;

const signupStrings = (lng: string) =>
  JSON.parse(readFileSync(`locales/${lng}/signup.json`, 'utf8')) as { review: { submit: string } };

// Both themes from one walk: each step is scanned in light, then in dark after a live switch.
for (const tenant of signupTenants) {
  test(`every ${tenant.id} sign-up step has no axe violations in light and dark`, async ({ page }) => {
    // Screens are real; the two account-creating calls are answered here, as the server
    // rate-limits sign-up per address and this matrix would use up its allowance.
    await page.route('**/api/v1/signup', (route) =>
      route.fulfill({ json: { code: true, status: 200, data: { userId: 'axe-user' } } }),
    );
    await page.route('**/api/v1/register/**', (route) =>
      route.fulfill({
        json: {
          code: true,
          status: 200,
          data: { userId: 'axe-user', link: `/app/${tenant.id}/login`, email: 'axe@example.com' },
        },
      }),
    );
    await page.goto(`/app/signup/${tenant.id}/accountsettings`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Step 1 with every message showing: each field left empty, the terms ticked and unticked.
    await page.locator('input[name="email"]').focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await page.locator('label:has(input[name="termsAndConditions"])').click();
    await page.locator('label:has(input[name="termsAndConditions"])').click();
    await expect(page.locator('form').getByText(/\S/).first()).toBeVisible();
    await axeInBothThemes(page, `${tenant.id} sign-up account settings`);

    await page.locator('input[name="email"]').fill(`axe-${Date.now()}@example.com`);
    await page.locator('input[name="password"]').fill(strong);
    await page.locator('input[name="password2"]').fill(strong);
    await page.locator('label:has(input[name="termsAndConditions"])').click();
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/personalprofile$/);
    await expect(page.locator('input[name="firstname"]')).toBeVisible();
    await axeInBothThemes(page, `${tenant.id} sign-up personal profile`);

    await page.locator('input[name="firstname"]').fill('Ana');
    await page.locator('input[name="lastname"]').fill('Lim');
    await page.locator('label:has(input[value="Female"])').click();
    // The date field arrives after first paint (a look-alike holds its place): wait for its
    // three segments before listing them, or a slow run lists none and leaves the date empty.
    await expect(page.getByRole('spinbutton')).toHaveCount(3);
    // ArrowUp fills each date segment with today's date, whatever the locale's segment order.
    for (const segment of await page.getByRole('spinbutton').all()) {
      await segment.click();
      await page.keyboard.press('ArrowUp');
    }
    await page.locator('input[autocomplete="tel"]').fill(tenant.mobile);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/review\/submit$/);
    await expect(page.getByText('Ana', { exact: true })).toBeVisible();
    await axeInBothThemes(page, `${tenant.id} sign-up review`);

    await page.getByRole('button', { name: signupStrings(tenant.lng).review.submit }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.locator('input[name="email"]')).toHaveValue('axe@example.com');
    await axeInBothThemes(page, `${tenant.id} sign-up confirm e-mail`);

    await page.route('**/api/v1/signup/verify-email', (route) =>
      route.fulfill({ json: { code: true, status: 200, data: { verified: true } } }),
    );
    await page.locator('input[autocomplete="one-time-code"], input[inputmode]').first().focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', 'ABC234');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/#completed$/);
    await axeInBothThemes(page, `${tenant.id} sign-up completed`);
  });
}

test('meridian-sg offers no sign-up and says so, accessibly, in both themes', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/signup/meridian-sg');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Account' })).toBeVisible();
    await expect(page).toHaveTitle('Create New Account | Meridian Assure');
    await expect(page.getByRole('region', { name: 'Create New Account' })).toContainText(
      'Meridian Assure does not offer online sign-up',
    );
    // No wizard steps for a sign-up that does not exist.
    await expect(page.getByRole('list', { name: 'Sign-up progress' })).toHaveCount(0);
    await expectNoAxeViolations(page, `meridian-sg sign-up (${scheme})`);
  }
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/meridian-sg\/login$/);
});
