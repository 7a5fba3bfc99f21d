import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiSignIn } from '../support/login';

// A user no other journey signs in with: this one changes its password.
const user = 'hospital@lumina-my.demo';

async function signIn(page: Page, email: string, password = 'Demo@1234') {
  await page.goto('/app/lumina-my/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function bothThemes(page: Page, context: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await expectNoAxeViolations(page, `${context} (${theme})`);
  }
}

// Long journeys with axe in both themes on every screen; the machine is shared.
test.describe.configure({ timeout: 180_000 });

const list = (page: Page, name: string) => page.getByRole('group', { name }).getByRole('listitem');

async function confirmSave(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Save changes' });
  await expect(confirm).toContainText('Are you sure you want to make this changes?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
}

async function closeSuccess(page: Page) {
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success).toContainText('Success! You can check the changes you made');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();
}

test('My Account: add, prefer, delete, a failed save keeps every edit, then change the password and log in again', async ({
  page,
}) => {
  await signIn(page, user);
  await page.goto('/app/user-profile/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page).toHaveTitle('My Account | Lumina Care');
  await expect(list(page, 'E-mail addresses').first()).toContainText(user);
  await bothThemes(page, 'my account');

  // Names: Save waits while one is empty.
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const original = await firstName.inputValue();
  await firstName.fill('');
  await expect(page.getByText('First name should be filled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await firstName.fill(original);

  // One new row per type; the client checks each before asking to save.
  await page.getByRole('button', { name: 'Add e-mail' }).click();
  await expect(page.getByRole('button', { name: 'Add e-mail' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add contact number' }).click();
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('textbox', { name: 'New e-mail address' }).fill('second@example.com');
  await page.getByRole('textbox', { name: 'New contact number' }).fill('12 345');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter valid phone number')).toBeVisible();
  await expect(page.getByText('Street cannot be empty')).toBeVisible();
  await expect(page.getByText('Block cannot be empty')).toBeVisible();
  await expect(page.getByText('Postal code cannot be empty')).toBeVisible();
  await bothThemes(page, 'my account with new rows and errors');
  await page.getByRole('textbox', { name: 'New contact number' }).fill('12 345 6780');
  await page.getByRole('textbox', { name: 'Street' }).fill('Jalan Ampang');
  await page.getByRole('textbox', { name: 'Block', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('50450');
  await confirmSave(page);
  await closeSuccess(page);
  await expect(list(page, 'E-mail addresses')).toHaveCount(2);
  await expect(list(page, 'Contact numbers').filter({ hasText: '+60 12 345 6780' })).toHaveCount(1);
  await expect(list(page, 'Addresses').filter({ hasText: 'Jalan Ampang' })).toHaveCount(1);

  // The new e-mail becomes preferred and moves to the top.
  await page.getByRole('button', { name: 'Set as preferred: second@example.com' }).click();
  await expect(list(page, 'E-mail addresses').first()).toContainText('second@example.com');
  await expect(list(page, 'E-mail addresses').first()).toContainText('Preferred');

  // Delete asks first.
  await page.getByRole('button', { name: `Delete: ${user}` }).click();
  const del = page.getByRole('alertdialog', { name: 'Delete item' });
  await expect(del).toContainText('Are you sure you want to delete this item?');
  await bothThemes(page, 'delete confirmation');
  await del.getByRole('button', { name: 'Yes' }).click();
  await closeSuccess(page);
  await expect(list(page, 'E-mail addresses')).toHaveCount(1);

  // A server failure shows the error dialog; Back to Edit keeps every edit.
  await page.route('**/users/v1/user/profile/email', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: false, status: 500, error: { message: 'Something went wrong. Please try again.' } }),
    }),
  );
  await firstName.fill('Renamed');
  await page.getByRole('button', { name: 'Add e-mail' }).click();
  await page.getByRole('textbox', { name: 'New e-mail address' }).fill('third@example.com');
  await confirmSave(page);
  const error = page.getByRole('alertdialog', { name: 'Error Encountered' });
  await expect(error).toContainText('Error Encountered. Please try again.');
  await expect(error.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await bothThemes(page, 'error dialog');
  await error.getByRole('button', { name: 'Back to Edit' }).click();
  await expect(firstName).toHaveValue('Renamed');
  await expect(page.getByRole('textbox', { name: 'New e-mail address' })).toHaveValue('third@example.com');
  await page.unroute('**/users/v1/user/profile/email');
  await confirmSave(page);
  await closeSuccess(page);
  await expect(list(page, 'E-mail addresses').filter({ hasText: 'third@example.com' })).toHaveCount(1);

  // Security: the button waits for the rules and a matching repeat; Login Now logs out.
  await page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Security' })).toBeVisible();
  await bothThemes(page, 'account security');
  const change = page.getByRole('button', { name: 'Change Password' });
  await page.getByRole('textbox', { name: 'Current password' }).fill('Demo@1234');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Better@123');
  await expect(change).toBeDisabled();
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('Better@124');
  await expect(page.getByText('Passwords don’t match')).toBeVisible();
  await expect(change).toBeDisabled();
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('Better@123');
  await expect(change).toBeEnabled();
  await change.click();
  const done = page.getByRole('dialog', { name: 'Success!' });
  await expect(done).toBeVisible();
  await bothThemes(page, 'password changed');
  // From Login Now through a normal sign-in, no call fails and the console stays quiet.
  const failed: string[] = [];
  const noise: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') noise.push(message.text());
  });
  await done.getByRole('button', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/app\/lumina-my\/login$/);
  await signIn(page, user, 'Better@123');
  await page.goto('/app/user-profile/my-account');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Renamed');
  expect(failed).toEqual([]);
  expect(noise).toEqual([]);
});

test('My Account: Try Again after a failed save repeats only what is still unsaved', async ({ page }) => {
  // Its own user: this journey adds items.
  await page.goto(await apiSignIn(page, 'ava-sg', 'hospital'));
  await page.goto('/app/user-profile/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.includes('/users/v1/user/profile')) {
      sent.push(`${request.method()} ${path.replace(/^.*\/users\/v1\/user\/profile/, 'profile')}`);
    }
  });
  await page.route('**/users/v1/user/profile/address', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: false, status: 500, error: { message: 'Something went wrong. Please try again.' } }),
    }),
  );

  await page.getByRole('textbox', { name: 'First name' }).fill('Retried');
  await page.getByRole('button', { name: 'Add e-mail' }).click();
  await page.getByRole('textbox', { name: 'New e-mail address' }).fill('retry@example.com');
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('textbox', { name: 'Street' }).fill('Orchard Road');
  await page.getByRole('textbox', { name: 'Block', exact: true }).fill('1');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('238801');
  await confirmSave(page);
  const error = page.getByRole('alertdialog', { name: 'Error Encountered' });
  await expect(error).toBeVisible();
  expect(sent).toEqual(['PATCH profile', 'POST profile/email', 'POST profile/address']);

  // The name and the e-mail are saved: only the address goes again.
  await page.unroute('**/users/v1/user/profile/address');
  await error.getByRole('button', { name: 'Try Again' }).click();
  await closeSuccess(page);
  expect(sent).toEqual(['PATCH profile', 'POST profile/email', 'POST profile/address', 'POST profile/address']);
  await expect(list(page, 'E-mail addresses').filter({ hasText: 'retry@example.com' })).toHaveCount(1);
  await expect(list(page, 'Addresses').filter({ hasText: 'Orchard Road' })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'New e-mail address' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add e-mail' })).toBeEnabled();
});

test('My Account: a removed new row takes its message with it; adding the row again starts clean', async ({ page }) => {
  // Nothing is saved here, so any patient will do.
  await page.goto(await apiSignIn(page, 'ava-sg'));
  await page.goto('/app/user-profile/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  await page.getByRole('button', { name: 'Add contact number' }).click();
  const number = page.getByRole('textbox', { name: 'New contact number' });
  await number.fill('12');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter valid phone number')).toBeVisible();

  await page.getByRole('group', { name: 'Contact numbers' }).getByRole('button', { name: 'Remove' }).click();
  await expect(number).toBeHidden();
  await expect(page.getByText('Please enter valid phone number')).toBeHidden();
  await page.getByRole('button', { name: 'Add contact number' }).click();
  await expect(number).toHaveValue('');
  await expect(page.getByText('Please enter valid phone number')).toBeHidden();
});

test('My Account: an e-mail already in the list says so, not "Please try again"', async ({ page }) => {
  // Nothing is saved: the server refuses the only change.
  await page.goto(await apiSignIn(page, 'ava-sg', 'agent'));
  await page.goto('/app/user-profile/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Add e-mail' }).click();
  await page.getByRole('textbox', { name: 'New e-mail address' }).fill('agent@ava-sg.demo');
  await confirmSave(page);
  const refused = page.getByRole('alertdialog', { name: 'Error Encountered' });
  await expect(refused).toContainText('This item is already in your list.');
  await expect(refused).not.toContainText('Please try again');
  await expect(refused.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await refused.getByRole('button', { name: 'Back to Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'New e-mail address' })).toHaveValue('agent@ava-sg.demo');
});
