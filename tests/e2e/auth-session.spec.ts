import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page, email: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Demo@1234');
  await page.locator('form button[type="submit"]').click();
}

test('a signed-out visit goes to the client login and comes back to the page after sign-in', async ({ page }) => {
  await page.goto('/app/provider/prov-lumina-my?client=lumina-my');
  await expect(page).toHaveURL(/\/app\/lumina-my\/login$/);
  await signIn(page, 'doctor@lumina-my.demo');
  await expect(page).toHaveURL(/\/app\/provider\/prov-lumina-my\?client=lumina-my$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a lost session (server answers 401) returns to login, then to the remembered page', async ({ page, context }) => {
  await page.goto('/app/ava-sg/login');
  await signIn(page, 'patient@ava-sg.demo');
  await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
  // Leave the portal first: a call My Inbox makes in the background after the
  // session is gone would rightly send it to login remembering My Inbox, racing the visit below.
  await page.goto('about:blank');
  // The server forgets the session; the readable cookies stay, as after an idle timeout.
  await context.clearCookies({ name: 'sid' });
  await page.goto('/app/myservices');
  await expect(page).toHaveURL(/\/app\/ava-sg\/login$/);
  await signIn(page, 'patient@ava-sg.demo');
  await expect(page).toHaveURL(/\/app\/myservices$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an answer from another URL than requested (a server redirect) sends the user to login', async ({ page }) => {
  await page.goto('/app/ava-sg/login');
  await signIn(page, 'patient@ava-sg.demo');
  await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
  // Leave the portal first, as in the test above: My Inbox may still be loading its menu.
  await page.goto('about:blank');
  await page.route('**/api/v1/user/menu', (route) =>
    route.fulfill({ status: 302, headers: { Location: '/app/ava-sg/login' } }),
  );
  await page.goto('/app/myservices');
  await expect(page).toHaveURL(/\/app\/ava-sg\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('ava.returnPath'))).toBe('/app/myservices');
});

for (const via of ['the log out button', 'the Settings menu'] as const) {
  test(`after logging out with ${via}, Back shows no protected data`, async ({ page }) => {
    await page.goto('/app/ava-sg/login');
    await signIn(page, 'patient@ava-sg.demo');
    await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
    const userButton = page.getByRole('button', { name: /^Account menu for \S+/ });
    await expect(userButton).toBeVisible();
    const firstName = (await userButton.textContent())?.trim() ?? '';
    expect(firstName).not.toBe('');
    // A second protected page, so Back has a protected entry to return to.
    await page.goto('/app/myservices');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    if (via === 'the log out button') {
      await page.getByRole('button', { name: 'Log out', exact: true }).click();
    } else {
      await userButton.click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
    }
    await expect(page).toHaveURL(/\/app\/ava-sg\/login$/);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('userId');

    await page.goBack();
    // Back lands on the inbox entry; the gate finds no session and shows login instead.
    await expect(page).toHaveURL(/\/app\/ava-sg\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to AVA Health' })).toBeVisible();
    await expect(page.getByText(firstName)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'My Inbox' })).toHaveCount(0);
  });
}

test('/app/ opens the signed-in user their own home page', async ({ page }) => {
  await page.goto('/app/harbour-hk/login');
  await signIn(page, 'clinic@harbour-hk.demo');
  await expect(page).toHaveURL(/\/app\/provider\/prov-harbour-hk$/);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/provider\/prov-harbour-hk$/);
});
