import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { settle } from '../support/a11y-scan';
import { shapeOf, writes, writingLabels } from '../support/crawler';
import { countryNamesIn, englishIn, englishLeakWords, properPhrases } from '../support/english-words';
import { journeyPatientName } from '../support/patient-forms';
import { apiSignIn } from '../support/login';

/**
 * A journey that clicks everything (docs/decisions/0080-what-the-crawler-presses.md): for every role of ava-sg
 * (English) and
 * harbour-hk (Traditional Chinese), sign in, visit every page the role's drawer reaches, and press
 * every link and button in the page that navigates or opens something (a dialog, a menu, a list
 * box), but none that writes (tests/support/crawler.ts). After each: no error on the page, no
 * failed API call beyond the allow-list below, no console error, and on harbour-hk no English.
 * Repeats (every row's View, every day of a calendar) are pressed once: see shapeOf.
 */
const tenants = [
  { id: 'ava-sg', locale: 'en', country: null },
  { id: 'harbour-hk', locale: 'zh-HK', country: 'hong kong' },
] as const;
const roles = ['patient', 'agent', 'clinic', 'doctor', 'specialist', 'hospital', 'payor'] as const;

/** Presses per page beyond the links: a calendar has hundreds of buttons, its kinds are few. */
const buttonsPerPage = 6;

/**
 * Failed calls a page makes on purpose, each with why. Matched on method, path and status. Empty: every
 * call a page makes succeeds, and a new entry must say why its failure is the page working.
 */
const expectedFailures: { method: string; path: RegExp; status: number; why: string }[] = [];

/** English a harbour-hk page may show, each with why; empty: every page reads in Chinese. */
const expectedEnglish: { page: RegExp; words: string[]; why: string }[] = [];

interface Crawl {
  page: Page;
  where: string;
  problems: string[];
  leakWords: Set<string> | null;
  names: readonly string[];
  labels: readonly string[];
  pressed: Set<string>;
  /** Resolves once no API call is in flight (or after 2 s). */
  idle: () => Promise<void>;
  /** API calls and scripts (a lazy page or dialog) the page has asked for and not yet received. */
  inflight: () => number;
  pages: Set<string>;
  counts: { links: number; buttons: number; dialogs: number; skipped: number };
  /** With A11Y_TIMING=1: milliseconds spent per kind of press and outcome, to see where a crawl's time goes. */
  laps: Map<string, { n: number; ms: number }>;
}

function lapOf(c: Crawl, name: string, started: number): void {
  const lap = c.laps.get(name) ?? { n: 0, ms: 0 };
  lap.n += 1;
  lap.ms += Date.now() - started;
  c.laps.set(name, lap);
}

/**
 * Whether more (or, `closed`, no more) dialogs, list boxes and menus are shown than `n`: a press
 * opened one when the count grows. A function, not a string: the page's CSP refuses eval.
 */
const openedBeyond = ({ n, closed }: { n: number; closed: boolean }) => {
  const shown = [...document.querySelectorAll('[role=dialog], [role=alertdialog], [role=listbox], [role=menu]')].filter(
    (el) => el.getClientRects().length > 0,
  ).length;
  return closed ? shown <= n : shown > n;
};
const openCount = () =>
  [...document.querySelectorAll('[role=dialog], [role=alertdialog], [role=listbox], [role=menu]')].filter(
    (el) => el.getClientRects().length > 0,
  ).length;

const pathShape = (href: string) => shapeOf(new URL(href, 'http://x').pathname);

/** Everything a user or a screen reader meets on the page, as text (as the locale-leak journey reads it). */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
    const labelled = [...document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((el) =>
      attributes.map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...labelled].join('\n');
  });

/** Checks the page as it is now: error alerts (not warnings), and English on a localised tenant. */
async function inspect(c: Crawl, label: string): Promise<void> {
  const started = Date.now();
  await inspectNow(c, label);
  lapOf(c, 'inspect', started);
}

async function inspectNow(c: Crawl, label: string): Promise<void> {
  await settle(c.page).catch(() => c.problems.push(`${c.where} · ${label}: still loading after 15 s`));
  const errors = await c.page
    .locator('[role=alert]:visible')
    .evaluateAll((alerts) =>
      alerts
        .filter((a) => a.getAttribute('data-variant') !== 'warning')
        .map((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
    );
  for (const error of errors) c.problems.push(`${c.where} · ${label} (${c.page.url()}): error shown "${error}"`);
  if (c.leakWords) {
    const path = new URL(c.page.url()).pathname;
    const allowed = new Set(expectedEnglish.filter((e) => e.page.test(path)).flatMap((e) => e.words));
    const found = englishIn(await pageText(c.page), c.leakWords, c.names).filter((w) => !allowed.has(w));
    if (found.length) c.problems.push(`${c.where} · ${label} (${path}): English ${found.join(', ')}`);
  }
}

/** Client-side navigation to an in-app path, then its (new) level-1 heading and the end of loading. */
async function visit(c: Crawl, href: string): Promise<void> {
  const started = Date.now();
  await visitNow(c, href);
  lapOf(c, 'visit', started);
}

async function visitNow(c: Crawl, href: string): Promise<void> {
  const path = href.split('?')[0]!;
  if (new URL(c.page.url()).pathname !== path) {
    await c.page.evaluate((p) => {
      (window as { crawlHeading?: Element | null }).crawlHeading = document.querySelector('main h1');
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, href);
    await c.page.waitForFunction(
      () => {
        const heading = document.querySelector('main h1');
        return heading !== null && heading !== (window as { crawlHeading?: Element | null }).crawlHeading;
      },
      undefined,
      { timeout: 30_000 },
    );
  }
  await expect(c.page.locator('main h1').first()).toBeVisible();
  await settle(c.page).catch(() => undefined);
}

/**
 * A press that fetched before navigating may land after the crawler moved on (slow machines): the page it reached is
 * inspected as any other, then the crawl goes back to `home`.
 */
async function caughtUp(c: Crawl, home: string, landed: string): Promise<void> {
  if (new URL(c.page.url()).pathname === landed) return;
  await c.page.locator('main h1').first().waitFor({ timeout: 30_000 });
  c.pages.add(pathShape(c.page.url()));
  await inspect(c, `a late navigation to ${pathShape(c.page.url())}`);
  await visit(c, home);
}

interface Control {
  id: string;
  kind: 'link' | 'button';
  name: string;
  href: string | null;
  key: string;
}

/** The controls in the page's content not pressed yet, each tagged so it can be found again. */
async function controls(c: Crawl): Promise<Control[]> {
  const found = await c.page.evaluate(() => {
    // Tags from an earlier look may sit on elements still on the page: one tag per element, this look's.
    for (const el of document.querySelectorAll('[data-crawl]')) el.removeAttribute('data-crawl');
    const all = [
      ...document.querySelectorAll<HTMLElement>('main a[href], main button, main [role=button], main [role=link]'),
    ];
    return all.flatMap((el, i) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return [];
      if (el.closest('[role=dialog], [aria-hidden=true], [inert]')) return [];
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return [];
      el.dataset.crawl = String(i);
      const name = (el.getAttribute('aria-label') || el.innerText || el.title || '').replace(/\s+/g, ' ').trim();
      const isLink = el.tagName === 'A' || el.getAttribute('role') === 'link';
      return [
        {
          id: String(i),
          kind: isLink ? ('link' as const) : ('button' as const),
          name,
          href: isLink ? el.getAttribute('href') : null,
          submit: el.tagName === 'BUTTON' && (el as HTMLButtonElement).type === 'submit',
          newTab: el.getAttribute('target') === '_blank' || el.hasAttribute('download'),
        },
      ];
    });
  });
  const out: Control[] = [];
  for (const f of found) {
    const key = `${f.kind} ${shapeOf(f.name)} ${f.href ? pathShape(f.href) : ''}`;
    if (c.pressed.has(key)) continue;
    // Off-app links (files, mail, other tabs) leave the portal; submits and writing labels change data.
    const inApp = f.href === null || f.href.startsWith('/app/');
    const skip = f.newTab || !inApp || f.submit || (f.kind === 'button' && writes(f.name, c.labels));
    if (skip) {
      c.pressed.add(key);
      c.counts.skipped += 1;
      continue;
    }
    out.push({ id: f.id, kind: f.kind, name: f.name, href: f.href, key });
  }
  return out;
}

/** Two frames of the page: whatever its last task changed has been rendered. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Resolves 'none' once a press has played out with nothing to show: nothing in flight across two
 * looks, two frames apart (a press that fetches or loads a chunk first and then navigates or opens
 * something is still in flight), or at `limit` at the latest. It ends the wait for a press that
 * leads nowhere as soon as the page is quiet, instead of sitting out the whole window; the window
 * stays the ceiling, so no press waits longer than before. `stop` ends it early (another outcome won).
 */
async function playedOut(c: Crawl, limit: number, stop: { done: boolean }): Promise<'none'> {
  const deadline = Date.now() + limit;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline && !stop.done) {
    await frames(c.page).catch(() => undefined);
    quiet = c.inflight() === 0 ? quiet + 1 : 0;
  }
  return 'none';
}

/** Presses one control and checks what it led to; back on `home` afterwards. */
async function press(c: Crawl, home: string, control: Control): Promise<void> {
  const started = Date.now();
  try {
    await pressOnce(c, home, control);
  } finally {
    lapOf(c, `${control.kind} press, all`, started);
  }
}

async function pressOnce(c: Crawl, home: string, control: Control): Promise<void> {
  c.pressed.add(control.key);
  const label = `${control.kind} "${control.name}" on ${pathShape(home)}`;
  const before = c.page.url();
  const openBefore = await c.page.evaluate(openCount);
  const target = c.page.locator(`[data-crawl="${control.id}"]`);
  if ((await target.count()) === 0) return;
  try {
    await target.first().click({ timeout: 5_000 });
  } catch (error) {
    // The control left the page before it could be pressed: the page was still changing over to `home` when its
    // controls were listed (the last page's Back, on a slow machine). Not this control's fault, as when it is gone
    // before the press.
    if ((await target.count()) === 0) {
      await visit(c, home);
      return;
    }
    // The page left under the control (an earlier press navigated late): not this control's fault.
    const landed = new URL(before).pathname;
    if (new URL(c.page.url()).pathname !== landed) {
      await caughtUp(c, home, landed);
      return;
    }
    c.problems.push(`${c.where} · ${label}: could not be pressed (${(error as Error).message.split('\n')[0]})`);
    await visit(c, home);
    return;
  }
  if (control.kind === 'link') c.counts.links += 1;
  else c.counts.buttons += 1;
  // A link may fetch before it navigates (the worklist's status cell); a button opens at once.
  const wait = control.kind === 'link' ? 5_000 : 600;
  const waited = Date.now();
  const stop = { done: false };
  let outcome = await Promise.any([
    c.page.waitForURL((url) => url.href !== before, { timeout: wait }).then(() => 'navigated' as const),
    c.page
      .waitForFunction(openedBeyond, { n: openBefore, closed: false }, { timeout: wait })
      .then(() => 'opened' as const),
    playedOut(c, wait, stop),
  ]).catch(() => 'none' as const);
  stop.done = true;
  // A button may fetch first and navigate after (the worklist's "Pending Patient Response").
  if (outcome === 'none') await c.idle();
  // Quiet won by a hair over a dialog, menu or list box that opened in the same frame: it opened.
  if (outcome === 'none' && (await c.page.evaluate(openCount)) > openBefore) outcome = 'opened';
  lapOf(c, `${control.kind} wait (${outcome})`, waited);
  if (outcome === 'navigated' || c.page.url() !== before) {
    await c.page.locator('main h1').first().waitFor({ timeout: 30_000 });
    c.pages.add(pathShape(c.page.url()));
    await inspect(c, label);
    await visit(c, home);
    return;
  }
  if (outcome === 'opened') c.counts.dialogs += 1;
  await inspect(c, label);
  if (outcome === 'opened') {
    await c.page.keyboard.press('Escape');
    const closed = await c.page
      .waitForFunction(openedBeyond, { n: openBefore, closed: true }, { timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    // Still open (no Escape on it): the page afresh, as the next press expects it.
    if (!closed) {
      await c.page.goto(home);
      await expect(c.page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      await settle(c.page).catch(() => undefined);
    }
  }
}

/** A string of the common catalogue in the page's language. */
const commonText = (locale: string, key: string): string => {
  const strings = JSON.parse(readFileSync(`locales/${locale}/common.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const [group, name] = key.split('.') as [string, string];
  return strings[group]![name]!;
};

/**
 * Routing (docs/decisions/0079-routing.md; soft checks, so the report still lists what the pages showed): a page of
 * another role sends the user to their home with a message, a
 * path that is no page shows the not-found page inside the app, and `/patientadmin` (a spec
 * route) opens the user's home instead of the login.
 */
async function routing(c: Crawl, tenant: (typeof tenants)[number], home: string): Promise<void> {
  const homePath = new URL(home, 'http://x').pathname;
  const foreign = homePath === '/app/patient' ? `/app/provider/prov-${tenant.id}` : '/app/patient';
  await c.page.goto(foreign);
  await expect.soft(c.page, `${c.where}: ${foreign} sends the role home`).toHaveURL((url) => url.pathname === homePath);
  await expect
    .soft(c.page.locator('[role=alert][data-variant=warning]'))
    .toContainText(commonText(tenant.locale, 'routeDenied.title'));
  c.pages.add(pathShape(foreign));
  await inspect(c, `${foreign} (another role's page)`);

  await c.page.goto('/app/does/not/exist');
  await expect.soft(c.page.locator('main h1')).toHaveText(commonText(tenant.locale, 'notFound.title'));
  await expect.soft(c.page.locator('nav a[href^="/app/"]').first()).toBeAttached();
  c.pages.add('/app/does/not/exist');
  await inspect(c, 'an unknown path');

  await c.page.goto('/app/patientadmin');
  await expect.soft(c.page, `${c.where}: /patientadmin opens the home`).toHaveURL((url) => url.pathname === homePath);
  c.pages.add('/app/patientadmin');
  await inspect(c, '/patientadmin');
}

/** Every page the role's drawer reaches (its account pages included), in drawer order. */
const drawerPages = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll<HTMLAnchorElement>('nav a[href^="/app/"]')].map((a) => a.getAttribute('href')!),
    ),
  ]);

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', actionTimeout: 10_000 });

for (const tenant of tenants) {
  for (const role of roles) {
    test(`${tenant.id} (${tenant.locale}) · ${role}: every page, link and button`, async ({ page }) => {
      test.setTimeout(170_000);
      const failures: string[] = [];
      const consoleErrors: string[] = [];
      const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin !== origin || res.status() < 400 || url.pathname.startsWith('/app/')) return;
        const method = res.request().method();
        const expected = expectedFailures.some(
          (e) => e.method === method && e.status === res.status() && e.path.test(url.pathname),
        );
        if (!expected) failures.push(`${method} ${url.pathname} → ${res.status()} (on ${page.url()})`);
      });
      page.on('console', (message) => {
        // A failed call is also logged by the browser; the response check above names it.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          consoleErrors.push(`${message.text()} (on ${page.url()})`);
        }
      });
      page.on('pageerror', (error) => consoleErrors.push(`${error.message} (on ${page.url()})`));
      let inflight = 0;
      const isCall = (r: { resourceType: () => string }) => ['fetch', 'xhr', 'script'].includes(r.resourceType());
      page.on('request', (r) => {
        if (isCall(r)) inflight += 1;
      });
      const finished = (r: { resourceType: () => string }) => {
        if (isCall(r)) inflight -= 1;
      };
      page.on('requestfinished', finished);
      page.on('requestfailed', finished);
      const idle = () =>
        expect
          .poll(() => inflight, { timeout: 2_000, intervals: [100] })
          .toBe(0)
          .catch(() => undefined);
      await page.addInitScript(({ id, locale }) => localStorage.setItem(`ava.locale.${id}`, locale), {
        id: tenant.id,
        locale: tenant.locale,
      });

      const home = await apiSignIn(page, tenant.id, role);
      await page.goto(home);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      const c: Crawl = {
        page,
        where: `${tenant.id} · ${role}`,
        problems: [],
        leakWords: tenant.country ? englishLeakWords(tenant.locale) : null,
        // Journeys running alongside leave cases with the English name they typed: user data, not a leak.
        names: tenant.country
          ? [journeyPatientName, ...properPhrases(tenant.country), ...countryNamesIn(tenant.locale)]
          : [],
        labels: writingLabels(tenant.locale),
        pressed: new Set(),
        idle,
        inflight: () => inflight,
        pages: new Set(),
        counts: { links: 0, buttons: 0, dialogs: 0, skipped: 0 },
        laps: new Map(),
      };
      // The drawer comes from a call of its own: wait for its links before reading them.
      await expect(page.locator('nav a[href^="/app/"]').first()).toBeAttached({ timeout: 30_000 });
      const menu = await drawerPages(page);
      for (const href of menu) {
        await test.step(`${c.where} · ${href}`, async () => {
          await visit(c, href);
          const landed = new URL(page.url()).pathname;
          c.pages.add(pathShape(href));
          await inspect(c, 'page');
          let buttons = 0;
          for (;;) {
            await caughtUp(c, href, landed);
            const next = (await controls(c)).find((k) => k.kind === 'link' || buttons < buttonsPerPage);
            if (!next) break;
            if (next.kind === 'button') buttons += 1;
            await press(c, href, next);
          }
        });
      }
      await test.step(`${c.where} · routing`, () => routing(c, tenant, home));
      console.log(
        `crawler: ${c.where}: ${c.pages.size} pages (${menu.length} in the menu), ${c.counts.links} links, ` +
          `${c.counts.buttons} buttons (${c.counts.dialogs} opened a dialog, menu or list), ${c.counts.skipped} left alone`,
      );
      if (process.env.A11Y_TIMING) {
        const laps = [...c.laps].map(([name, l]) => `${name}: ${l.n} × ${Math.round(l.ms / l.n)} ms = ${l.ms} ms`);
        console.log(`crawler timing: ${c.where}: ${laps.join('; ')}`);
      }
      const all = [
        ...c.problems,
        ...failures.map((f) => `failed call: ${f}`),
        ...consoleErrors.map((e) => `console: ${e}`),
      ];
      expect(all, all.join('\n')).toEqual([]);
    });
  }
}
