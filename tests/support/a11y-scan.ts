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
 * Switches the theme the way the app does: the toggle's click when it can be
 * pressed (no modal over it), else the same three writes setThemeMode makes —
 * the stored choice, then data-theme and data-theme-mode on <html>. No reload.
 */
export async function setTheme(page: Page, theme: Theme, viaToggle = true): Promise<'toggle' | 'writes' | 'already'> {
  const how = await page.evaluate(
    ({ theme, viaToggle }) => {
      const html = document.documentElement;
      if (html.dataset.theme === theme) return 'already' as const;
      // The matrix runs in English. With a dialog or popover open, pressing the toggle would close it first.
      const name = `Switch to ${theme} theme`;
      const covered = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].some(
        (el) => el.getClientRects().length > 0,
      );
      const toggles = [...document.querySelectorAll<HTMLButtonElement>('button')].filter(
        (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name && b.getClientRects().length > 0,
      );
      if (viaToggle && !covered && toggles.length === 1) {
        // The toggle's own click handler (setThemeMode: stored choice, <html> attributes, the toggle's
        // label), in the page: one round trip instead of a pointer press and a poll for the attribute.
        toggles[0]!.click();
        if (html.dataset.theme === theme) return 'toggle' as const;
      } else {
        localStorage.setItem('ava.theme-mode', theme);
        html.dataset.theme = theme;
        html.dataset.themeMode = theme;
      }
      return html.dataset.theme === theme ? ('writes' as const) : null;
    },
    { theme, viaToggle },
  );
  if (how) return how;
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  return 'toggle';
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

/**
 * axe once the page has painted; a violation is confirmed by a second scan a
 * moment later. Contrast read mid-change (a lazy field arriving, the calendar
 * re-theming in the frame after the switch) is not what a user sees; a real
 * violation is still there the second time, and that is what fails.
 */
export async function settledViolations(page: Page, rules?: string[], lap?: (name: string) => void): Promise<string[]> {
  const first = await axeViolations(page, rules, { painted: true });
  if (first.length === 0) return first;
  // With A11Y_TIMING=1 the laps show how often this path runs: on a passing page, never.
  lap?.(`confirm rescan after ${first.join('; ')}`);
  await page.waitForTimeout(750);
  return axeViolations(page, rules, { painted: true });
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
 * axe and the target-size check in the theme the page is in, then axe's colour rules after a live
 * switch to the other theme; the page stays in that one, and the next scan starts there, so the
 * themes alternate from scan to scan and no switch is spent going back. Every page state still gets
 * every rule: all WCAG A/AA rules in one theme and the colour rules in both, the only ones a switch
 * can change (it swaps colour variables, never a node, an attribute or a size). Failures are soft
 * so one scan lists every route's problems; each message names the tenant, role, route and theme.
 */
export async function scanBothThemes(page: Page, where: string, viaToggle = true): Promise<void> {
  const lap = stopwatch();
  await settle(page);
  lap('settle');
  const first: Theme = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  for (const theme of first === 'light' ? (['light', 'dark'] as const) : (['dark', 'light'] as const)) {
    const everyRule = theme === first;
    if (!everyRule) {
      lap(`switch to ${theme} (${await setTheme(page, theme, viaToggle)})`);
    }
    expect
      .soft(await settledViolations(page, everyRule ? undefined : colourRules, lap), `axe: ${where} · ${theme}`)
      .toEqual([]);
    lap(`axe ${everyRule ? 'all' : 'colour'} ${theme}`);
    // Size does not change with the theme either; measure once.
    if (everyRule) {
      expect.soft(await smallTargets(page), `targets < 24 px: ${where}`).toEqual([]);
      lap('targets');
    }
  }
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
