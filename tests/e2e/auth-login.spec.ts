import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/** The inbox page's title from the source strings, so journeys in other languages assert what users read. */
const inboxTitle = (lng: string) =>
  (JSON.parse(readFileSync(`locales/${lng}/patient-inbox.json`, 'utf8')) as { title: string }).title;

/** Each tenant's seeded patient, and the inbox title in the tenant's default language. */
const tenants = [
  { id: 'ava-sg', client: 'AVA Health', inbox: inboxTitle('en') },
  { id: 'lumina-my', client: 'Lumina Care', inbox: inboxTitle('en') },
  { id: 'sehat-id', client: 'Sehat Nusantara', inbox: inboxTitle('id') },
  { id: 'harbour-hk', client: 'Harbour Health', inbox: inboxTitle('zh-HK') },
] as const;
const password = 'Demo@1234';

async function signIn(page: Page, email: string, secret: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(secret);
  await page.locator('form button[type="submit"]').click();
}

async function expectBrandedInbox(page: Page, client: string, inbox: string) {
  await expect(page).toHaveURL(/\/app\/patient$/);
  await expect(page.getByRole('heading', { level: 1, name: inbox })).toBeVisible();
  await expect(page).toHaveTitle(`${inbox} | ${client}`);
  await expect(page.getByRole('banner').getByRole('img', { name: client })).toBeVisible();
}

for (const tenant of tenants) {
  test(`a ${tenant.id} patient signs in and lands on a branded inbox`, async ({ page }) => {
    await page.goto(`/app/${tenant.id}/login`);
    await signIn(page, `patient@${tenant.id}.demo`, password);
    await expectBrandedInbox(page, tenant.client, tenant.inbox);
  });
}

test('a meridian-sg patient signs in through the external SSO page and its token', async ({ page }) => {
  const exchanges: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/apis/v1/authenticate/token')) exchanges.push(r.url());
  });
  await page.goto('/app/meridian-sg/login');
  // The client greets first; GOT IT! hands over to its own login page.
  await expect(page.getByRole('dialog', { name: 'Welcome to Meridian Assure' })).toBeVisible();
  await page.getByRole('button', { name: 'GOT IT!' }).click();
  await expect(page).toHaveURL(/\/sso\/meridian-sg\/login$/);
  await page.getByLabel('E-mail').fill('patient@meridian-sg.demo');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectBrandedInbox(page, 'Meridian Assure', inboxTitle('en'));
  expect(exchanges).toHaveLength(1);
  // The token left the address bar before anything else could read it.
  expect(page.url()).not.toContain('token=');
});

test.describe('ava-sg login form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/app/ava-sg/login');
    await expect(page.getByRole('heading', { name: 'Sign in to AVA Health' })).toBeVisible();
  });

  test('empty fields each say so, no call is made, and typing clears the message', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/access/authenticate')) calls += 1;
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('This field cannot be empty')).toHaveCount(2);
    await page.getByLabel('User ID (Email)').fill('someone@example.com');
    await expect(page.getByText('This field cannot be empty')).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('This field cannot be empty')).toHaveCount(1);
    expect(calls).toBe(0);
  });

  test('a wrong password shows the server text, clears both fields and hides the password', async ({ page }) => {
    await page.getByText('Show Password').click();
    await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'text');
    await signIn(page, 'patient@ava-sg.demo', 'Wrong@1234');
    await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password.');
    await expect(page.locator('input[name="email"]')).toHaveValue('');
    await expect(page.locator('input[name="password"]')).toHaveValue('');
    await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'password');
  });

  test("an unreachable server says 'Error connecting to server!'", async ({ page }) => {
    await page.route('**/api/v1/access/authenticate', (route) => route.abort('connectionrefused'));
    await signIn(page, 'patient@ava-sg.demo', password);
    await expect(page.getByRole('alert')).toContainText('Error connecting to server!');
  });

  test("any other failure says 'Error!'", async ({ page }) => {
    await page.route('**/api/v1/access/authenticate', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await signIn(page, 'patient@ava-sg.demo', password);
    await expect(page.getByRole('alert')).toContainText(/^Error!$|Error!/);
  });

  test("429 shows the server's wait message", async ({ page }) => {
    const wait = 'Too many attempts. Please try again in 15 minutes.';
    await page.route('**/api/v1/access/authenticate', (route) =>
      route.fulfill({ status: 429, json: { code: false, status: 429, error: { message: wait } } }),
    );
    await signIn(page, 'patient@ava-sg.demo', password);
    await expect(page.getByRole('alert')).toContainText(wait);
  });

  test('links: forgot password, create account views, privacy statement in a new tab', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/app/reset-password');
    const privacy = page.getByRole('link', { name: /Privacy Statement/ });
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(privacy).toHaveAttribute('href', 'https://www.example.com/ava-sg/privacy');
    await page.getByRole('button', { name: 'Create New Account Instead' }).click();
    await expect(page.getByRole('heading', { name: 'Create New Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up Using Email' })).toHaveAttribute(
      'href',
      '/app/signup/ava-sg/accountsettings',
    );
    await page.getByRole('button', { name: 'Sign In Instead' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });
});

for (const tenant of [...tenants.map((t) => t.id), 'meridian-sg'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the ${tenant} login (errors, create-account view, popup) has no axe violations in ${scheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/app/${tenant}/login`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      if (tenant === 'meridian-sg') {
        // The external client shows its greeting before handing over.
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page, `${tenant} login popup (${scheme})`);
        return;
      }
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `${tenant} login with errors (${scheme})`);
      await page.locator('main button[type="button"]').last().click();
      await expect(page.locator('a[href$="/accountsettings"]')).toBeVisible();
      await expectNoAxeViolations(page, `${tenant} create-account view (${scheme})`);
    });
  }
}
