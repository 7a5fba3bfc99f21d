import { expect, test } from '@playwright/test';
import { setTheme, settledViolations } from '../support/a11y-scan';
import { axeViolations, colourRules } from '../support/axe';
import { focused, tabTo } from '../support/keyboard';
import { smallTargets } from '../support/target-size';

/**
 * The accessibility gate's own test: each check the matrix and the keyboard
 * journeys rely on must fail when its goal is broken. Breaks are injected
 * into a real page (the ava-sg login), never into the app's code.
 */
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ava.locale.ava-sg', 'en'));
  await page.goto('/app/ava-sg/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role=progressbar]:visible')).toHaveCount(0);
});

test('the page is clean before any break, so each break below is what axe reports', async ({ page }) => {
  expect(await axeViolations(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
});

test('an input without its label breaks axe (label)', async ({ page }) => {
  await page.evaluate(() => {
    const input = document.querySelector('input[name="email"]')!;
    input.removeAttribute('aria-labelledby');
    input.removeAttribute('id');
    for (const label of document.querySelectorAll('label')) if (label.textContent?.includes('User ID')) label.remove();
  });
  const broken = await axeViolations(page);
  expect(broken.some((v) => v.startsWith('label '))).toBe(true);
  // The matrix confirms a violation with a second scan; a lasting break survives it.
  expect((await settledViolations(page)).some((v) => v.startsWith('label '))).toBe(true);
});

test('a low-contrast button breaks axe (color-contrast), in light and in the dark-only colour pass', async ({
  page,
}) => {
  await page.addStyleTag({
    content:
      'form button[type="submit"], form button[type="submit"] * { color: #c8c8c8 !important; background: #ffffff !important; opacity: 1 !important; }',
  });
  expect((await axeViolations(page)).some((v) => v.startsWith('color-contrast '))).toBe(true);
  // A palette broken only in dark: the light page is clean, the dark colour pass is not.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.addStyleTag({
    content: 'html[data-theme="dark"] h1, html[data-theme="dark"] label { color: #2a2a2a !important; }',
  });
  // The matrix's own path: axe stays in the document between scans, and the dark pass reads what is painted.
  expect(await settledViolations(page, colourRules)).toEqual([]);
  await setTheme(page, 'dark');
  expect((await settledViolations(page, colourRules)).some((v) => v.startsWith('color-contrast '))).toBe(true);
});

test('a 16 × 16 button beside another control is listed by the target-size check', async ({ page }) => {
  await page.evaluate(() => {
    // 2 px to the right of Sign In: its 24 px circle reaches that button, so no spacing exception.
    const beside = document.querySelector('form button[type="submit"]')!.getBoundingClientRect();
    const tiny = document.createElement('button');
    tiny.type = 'button';
    tiny.textContent = 'x';
    tiny.setAttribute('aria-label', 'Tiny');
    tiny.style.cssText = `position:fixed;left:${beside.right + 2}px;top:${beside.top}px;width:16px;height:16px;min-width:0;min-height:0;padding:0;font-size:8px;line-height:1;margin:0;transition:none;`;
    document.body.append(tiny);
  });
  expect(await smallTargets(page)).toEqual([expect.stringMatching(/^button "Tiny" 16×16$/)]);
  // Moved below everything else on the page, its 24 px circle touches no other control: the spacing exception holds.
  const spot = await page.evaluate(() => {
    const tiny = document.querySelector('button[aria-label="Tiny"]') as HTMLElement;
    const below = Math.max(
      ...[...document.body.querySelectorAll('*')]
        .filter((el) => el !== tiny)
        .map((el) => el.getBoundingClientRect().bottom),
    );
    tiny.style.position = 'absolute';
    tiny.style.left = '40px';
    tiny.style.top = `${Math.round(below + window.scrollY + 40)}px`;
    const r = tiny.getBoundingClientRect();
    return { x: r.left, y: r.top, css: tiny.style.cssText };
  });
  expect(await smallTargets(page), `tiny button centred at ${JSON.stringify(spot)}`).toEqual([]);
});

test('a control whose focus ring is removed fails the keyboard journeys’ focus check', async ({ page }) => {
  await page.addStyleTag({
    content:
      'input, input:focus-visible, [data-focus-within] { outline: none !important; box-shadow: none !important; }',
  });
  await expect(tabTo(page, (f) => f.tag === 'input', 'the e-mail field')).rejects.toThrow(
    /a visible focus indicator on input/,
  );
  expect((await focused(page)).ring).toBe('');
});
