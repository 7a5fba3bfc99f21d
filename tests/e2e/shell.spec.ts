import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiSignIn } from '../support/login';

test('the patient shell: name menu with Settings from the server, drawer, log out button, footer', async ({ page }) => {
  await page.goto(await apiSignIn(page, 'ava-sg'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: /^Account menu for .+/ });
  await expect(menuButton).toHaveText(/\S/);
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Settings')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['My Account', 'Security', 'Log out']);
  await page.keyboard.press('Escape');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Inbox' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'My Services' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Security' })).toHaveAttribute(
    'href',
    '/app/user-profile/account-security',
  );
  await expect(page.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText('Powered by AVA');
});

test('a doctor lands on Home and the drawer comes from the doctor portal service', async ({ page }) => {
  const sidebarCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/sidebar/')) sidebarCalls.push(new URL(r.url()).pathname);
  });
  await page.goto(await apiSignIn(page, 'ava-sg', 'doctor'));
  await expect(page).toHaveURL(/\/app\/provider\/prov-ava-sg$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clinic Schedule' }),
  ).toBeVisible();
  expect(sidebarCalls).toEqual(['/api/v1/sidebar/doctor-portal']);
});

test('an agent lands on Home with the client as sidebar service', async ({ page }) => {
  const sidebarCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/sidebar/')) sidebarCalls.push(new URL(r.url()).pathname);
  });
  await page.goto(await apiSignIn(page, 'lumina-my', 'agent'));
  await expect(page).toHaveURL(/\/app\/agent\/home\/prov-lumina-my$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  expect(sidebarCalls).toEqual(['/api/v1/sidebar/lumina-my']);
});

test.describe('on a 360 px screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer is collapsed behind a keyboard-operable Menu button', async ({ page }) => {
    await page.goto(await apiSignIn(page, 'ava-sg'));
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'My Services' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'My Inbox' }).click();
    await expect(nav).toBeHidden();
  });

  test('the worklist page stays the width of the screen: its filters wrap onto it', async ({ page }) => {
    await page.goto(await apiSignIn(page, 'ava-sg', 'clinic'));
    await expect(page.getByRole('table', { name: 'Worklist' }).getByRole('link').first()).toBeVisible();
    const layout = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(layout.page).toBeLessThanOrEqual(layout.screen);
    for (const name of ['Status', 'Request Type']) {
      const box = (await page.getByRole('button', { name: new RegExp(`^${name}`) }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(layout.screen);
    }
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Long names ("Siti Nurhaliza", "Muhammad Hafiz"…) once pushed the name button onto a second row.
  for (const [tenant, role] of [
    ['ava-sg', 'patient'],
    ['ava-sg', 'clinic'],
    ['ava-sg', 'specialist'],
    ['lumina-my', 'patient'],
    ['lumina-my', 'clinic'],
  ] as const) {
    test(`${tenant} · ${role}: the top bar keeps one row whatever the first name`, async ({ page }) => {
      await page.goto(await apiSignIn(page, tenant, role));
      const bar = page.locator('header').first();
      const logout = bar.getByRole('button', { name: 'Log out' });
      await expect(logout).toBeVisible();
      const rows = await bar.evaluate((header) => {
        const controls = [...header.querySelectorAll('button, img')].filter((el) => el.getClientRects().length > 0);
        const centres = controls.map((el) => el.getBoundingClientRect()).map((r) => r.top + r.height / 2);
        return Math.max(...centres) - Math.min(...centres) < 8 ? 1 : 2;
      });
      const box = (await bar.boundingBox())!;
      expect(rows, 'every control of the bar on one row').toBe(1);
      expect(box.height).toBeLessThan(72);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test('the date filters swap in for their look-alikes without moving the filters beside them or the worklist', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/date-picker-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(await apiSignIn(page, 'ava-sg', 'clinic'));
  const table = page.getByRole('table', { name: 'Worklist' });
  await expect(table.getByRole('link').first()).toBeVisible();
  const from = page.getByRole('group', { name: 'From' });
  await expect(from).toHaveAttribute('aria-disabled', 'true');
  const status = page.getByRole('button', { name: /^Status/ });
  const before = { table: await table.boundingBox(), status: await status.boundingBox() };
  release();
  await expect(page.getByRole('button', { name: /Open calendar/ }).first()).toBeEnabled();
  await expect(from).not.toHaveAttribute('aria-disabled', 'true');
  expect({ table: await table.boundingBox(), status: await status.boundingBox() }).toEqual(before);
});

// The accessibility matrix scans every tenant's shell in English; this pass covers the tenants whose own
// language is not English, in that language.
for (const tenant of ['sehat-id', 'harbour-hk'] as const) {
  test(`the ${tenant} shell has no axe violations in light and dark`, async ({ page }) => {
    const home = await apiSignIn(page, tenant);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(home);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page, `${tenant} shell (${scheme})`);
    }
  });
}
