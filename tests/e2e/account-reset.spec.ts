import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// Users no other journey signs in with: the reset changes a password for good.
const resetUser = 'payor@lumina-my.demo';
const waitUser = 'clinic@lumina-my.demo';

// Long journeys with axe in both themes on every screen; the machine is shared.
test.describe.configure({ timeout: 180_000 });

async function mailedCode(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { data: Array<{ text: string }> };
  const code = /verification code is ([A-Z0-9]{6})/.exec(body.data[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the development mailbox for ${to}`);
  return code;
}

async function signIn(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

async function enterCode(page: Page, code: string) {
  // A paste fills all six boxes.
  await page.getByRole('textbox', { name: 'Character 1 of 6' }).focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

async function bothThemes(page: Page, context: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await expectNoAxeViolations(page, `${context} (${theme})`);
  }
}

test('forgot password: e-mail, code from the mailbox, wrong code, mismatch, success, new password logs in', async ({
  page,
}) => {
  await page.goto('/app/lumina-my/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/app\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page).toHaveTitle('Reset Password | Lumina Care');
  await bothThemes(page, 'reset: e-mail step');

  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Please fill your e-mail address')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@lumina-my.demo');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText("E-mail doesn't exist")).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(resetUser);
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  await bothThemes(page, 'reset: code step');
  const code = await mailedCode(page, resetUser);

  await enterCode(page, code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
  await page.getByRole('button', { name: 'Verify' }).click();
  const invalid = page.getByRole('alertdialog', { name: 'Invalid Code!' });
  await expect(invalid).toBeVisible();
  await bothThemes(page, 'reset: invalid code dialog');
  await invalid.getByRole('button', { name: 'OK' }).click();

  await enterCode(page, code);
  await expect(page.getByRole('textbox', { name: 'Character 6 of 6' })).toHaveValue(code[5]!);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  await bothThemes(page, 'reset: new password step');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh@Pass1');
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('Fresh@Pass2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords don’t match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('Fresh@Pass1');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await bothThemes(page, 'reset: done');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/app\/lumina-my\/login$/);

  await signIn(page, resetUser, 'Demo@1234');
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await signIn(page, resetUser, 'Fresh@Pass1');
  await expect(page).toHaveURL(/\/app\/preauth$/);
});

test('Resend Code stays disabled for 90 s, also after a reload (browser clock)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/app/reset-password?client=lumina-my');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(waitUser);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const resend = page.getByRole('button', { name: 'Resend Code' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/new code in (89|90) s\./)).toBeVisible();

  await page.clock.fastForward('01:00');
  await expect(resend).toBeDisabled();
  await page.reload();
  // The end time was stored locally: the code step and its countdown survive the reload.
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/new code in (2\d|30) s\./)).toBeVisible();

  await page.clock.fastForward('00:31');
  await expect(resend).toBeEnabled();
  // The server keeps real time, and only seconds have passed there: it refuses the resend, and the page says
  // to wait, not "Error Encountered", and counts down again from the server's Retry-After.
  await resend.click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Please wait \d+ seconds before asking for a new one\./ }),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Error Encountered' })).toHaveCount(0);
  await expect(resend).toBeDisabled();

  // The e-mail step says the same when the address gets a code again too soon.
  await page.getByRole('button', { name: 'Use a different e-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(waitUser);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(/Please wait \d+ seconds before asking for a new one\./)).toBeVisible();
});
