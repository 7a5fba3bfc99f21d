import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const tenants = ['ava-sg', 'lumina-my', 'sehat-id', 'harbour-hk', 'meridian-sg'] as const;

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** Client-side navigation the way a link click does it: history push plus popstate. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('runtime bundle re-brands from ava-sg to harbour-hk without a reload', async ({ page }) => {
  await page.goto('/app/ava-sg/login');
  await expect(page.getByRole('heading', { name: 'Sign in to AVA Health' })).toBeVisible();
  await expect(page).toHaveTitle('Login | AVA Health');
  const avaLogo = await page.getByRole('img', { name: 'AVA Health' }).getAttribute('src');
  const avaPrimary = await cssVar(page, '--color-primary');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await navigateInApp(page, '/app/harbour-hk/login');

  await expect(page.getByRole('heading', { name: '登入 Harbour Health' })).toBeVisible();
  await expect(page).toHaveTitle('登入 | Harbour Health');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  const hkLogo = await page.getByRole('img', { name: 'Harbour Health' }).getAttribute('src');
  expect(hkLogo).not.toBe(avaLogo);
  expect(await cssVar(page, '--color-primary')).not.toBe(avaPrimary);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a loading indicator shows from the first paint until the app has drawn, then is gone', async ({ page }) => {
  // Hold the app's entry script back, as a slow phone network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/ava-sg/login', { waitUntil: 'commit' });
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Sign in to AVA Health' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('an unknown client gets a clear page linking to the default client', async ({ page }) => {
  await page.goto('/app/no-such-client/login');
  await expect(page.getByRole('heading', { name: 'Portal not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to AVA Health' })).toHaveAttribute('href', '/app/ava-sg/login');
});

test('?client= picks the tenant when the path does not name one', async ({ page }) => {
  await page.goto('/app/patient?client=lumina-my');
  await expect(page).toHaveURL(/\/app\/lumina-my\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in to Lumina Care' })).toBeVisible();
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('follows prefers-color-scheme with no wrong-theme first paint', async ({ page }) => {
    // Record every value data-theme takes, from the very first script on the page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __themes: string[] }).__themes = seen;
      new MutationObserver(() => {
        const value = document.documentElement.getAttribute('data-theme');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-theme'] });
    });
    await page.goto('/app/sehat-id/login');
    await expect(page.getByRole('heading', { name: 'Masuk ke Sehat Nusantara' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __themes: string[] }).__themes)).toEqual(['dark']);
    expect(await cssVar(page, '--color-background')).toBe('#1f0c0f');
  });
});

test('the toggle switches theme and the choice survives a reload', async ({ page }) => {
  await page.goto('/app/ava-sg/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // The name says what pressing does next, in either theme.
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 21, 38)');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the CSP runs no inline script but the boot script, which sets the theme before the app loads; switching theme breaks no policy', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  // Hold the app's entry script back: whatever theme <html> has meanwhile, the inline boot script set it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const response = await page.goto('/app/ava-sg/login', { waitUntil: 'commit' });
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy.split('; ').find((d) => d.startsWith('script-src '))).toMatch(
    /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/,
  );
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(html).toHaveAttribute('data-theme-mode', 'system');
  release();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(await violations()).toEqual([]);
  // Deliberate break: an injected inline script is blocked, and the listener sees it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
  });
  await expect.poll(violations).toEqual(['script-src-elem inline']);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

for (const tenant of tenants) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`login preview of ${tenant} in ${scheme} has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/app/${tenant}/login`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/AVA/).last()).toBeVisible();
      await expectNoAxeViolations(page, `${tenant} login (${scheme})`);
    });
  }
}
