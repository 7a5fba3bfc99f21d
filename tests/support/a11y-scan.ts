import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { axeViolations, colourRules } from './axe';
import { smallTargets } from './target-size';

export type Theme = 'light' | 'dark';

/** The parts of a tenant manifest the matrix decides on. */
export interface MatrixTenant {
  id: string;
  phoneRegion: string;
  login: { variant: 'password' | 'external'; signUp: boolean; landingPopup: boolean };
  features: { healthScreening: boolean; preAuthorisation: boolean; reschedule: boolean };
  api: { authorization: string };
}

/** Every tenant folder with a manifest: adding a client adds it to the matrix. */
export function matrixTenants(): MatrixTenant[] {
  return readdirSync('tenants', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      try {
        return [JSON.parse(readFileSync(`tenants/${d.name}/manifest.json`, 'utf8')) as MatrixTenant];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Switches the theme the way the app does: the toggle when it can be pressed
 * (no modal over it), else the same three writes setThemeMode makes — the
 * stored choice, then data-theme and data-theme-mode on <html>. No reload.
 */
export async function setTheme(page: Page, theme: Theme, viaToggle = true): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === theme) return;
  // The matrix runs in English. With a dialog or popover open, pressing the toggle would close it first.
  const toggle = page.getByRole('button', { name: `Switch to ${theme} theme`, exact: true });
  const covered = (await page.locator('[role=dialog]:visible, [role=alertdialog]:visible').count()) > 0;
  if (viaToggle && !covered && (await toggle.count()) === 1 && (await toggle.isVisible())) {
    await toggle.press('Enter');
  } else {
    await page.evaluate((t) => {
      localStorage.setItem('ava.theme-mode', t);
      document.documentElement.dataset.theme = t;
      document.documentElement.dataset.themeMode = t;
    }, theme);
  }
  await expect(html).toHaveAttribute('data-theme', theme);
}

/** react-aria's live announcer's nodes that read another element's label (a button that was pending). */
const staleAnnouncements = '[data-live-announcer] [role=img], [role=log] > [role=img]';

/**
 * Waits out loading (no progress bar or spinner) and lets go of react-aria's stale announcements. A
 * button that was pending while focused (Search, Submit, Next) leaves in the announcer, for 7 s, a
 * node labelled by that button, which may be gone with the page that held it. react-aria removes the
 * node on a timer; removing it here scans the same page without sleeping out the timer.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[role=progressbar]:visible')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate((selector) => {
    for (const node of document.querySelectorAll(selector)) node.remove();
  }, staleAnnouncements);
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * axe once the page has painted; a violation is confirmed by a second scan a
 * moment later. Contrast read mid-change (a lazy field arriving, the calendar
 * re-theming in the frame after the switch) is not what a user sees; a real
 * violation is still there the second time, and that is what fails.
 */
export async function settledViolations(page: Page, rules?: string[]): Promise<string[]> {
  await nextFrames(page);
  const first = await axeViolations(page, rules);
  if (first.length === 0) return first;
  await page.waitForTimeout(750);
  await nextFrames(page);
  return axeViolations(page, rules);
}

/**
 * axe on the page as it is, in light, then the colour rules after a live
 * switch to dark (the switch changes CSS variables only), then back to light:
 * both themes from one page load. Fails at once, naming the page and theme.
 */
export async function axeInBothThemes(page: Page, where: string): Promise<void> {
  await setTheme(page, 'light', false);
  expect(await axeViolations(page), `axe violations on ${where} (light)`).toEqual([]);
  await setTheme(page, 'dark', false);
  expect(await axeViolations(page, colourRules), `axe violations on ${where} (dark)`).toEqual([]);
  await setTheme(page, 'light', false);
}

/**
 * axe and the target-size check in light, then in dark after a live theme
 * switch. Failures are soft so one scan lists every route's problems; each
 * message names the tenant, role, route and theme.
 */
export async function scanBothThemes(page: Page, where: string, viaToggle = true): Promise<void> {
  const lap = stopwatch();
  await settle(page);
  lap('settle');
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme, viaToggle);
    lap(`switch to ${theme}`);
    // Dark re-runs only the colour rules: the switch changes CSS variables, not one node or attribute.
    expect
      .soft(await settledViolations(page, theme === 'dark' ? colourRules : undefined), `axe: ${where} · ${theme}`)
      .toEqual([]);
    lap(`axe ${theme}`);
    // Size does not change with the theme either; measure once.
    if (theme === 'light') {
      expect.soft(await smallTargets(page), `targets < 24 px: ${where}`).toEqual([]);
      lap('targets');
    }
  }
  await setTheme(page, 'light', viaToggle);
  lap('back to light');
  if (process.env.A11Y_TIMING) console.log(`${lap.total()} ms  ${where}  (${lap.laps()})`);
}

/** Laps of one scan, printed with A11Y_TIMING=1 to see where a walk's time goes. */
function stopwatch() {
  const started = Date.now();
  let last = started;
  const laps: string[] = [];
  const lap = (name: string) => {
    const now = Date.now();
    laps.push(`${name} ${now - last}`);
    last = now;
  };
  lap.total = () => Date.now() - started;
  lap.laps = () => laps.join(', ');
  return lap;
}
