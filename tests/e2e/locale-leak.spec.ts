import { expect, test, type Page } from '@playwright/test';
import { settle } from '../support/a11y-scan';
import { countryNamesIn, englishIn, englishLeakWords, properPhrases } from '../support/english-words';
import { apiSignIn } from '../support/login';

/**
 * Locale leak (docs/decisions/0031-every-market-in-its-own-language.md): every signed-in route, shown in Traditional
 * Chinese,
 * Indonesian and Malay, may show no English word from the English catalogue —
 * not in headers, statuses, actions, dates or data. Visible text, screen-reader
 * text and the labels, titles and placeholders of controls are all read.
 */
const markets = [
  { tenant: 'harbour-hk', locale: 'zh-HK', country: 'hong kong' },
  { tenant: 'sehat-id', locale: 'id', country: 'indonesia' },
  { tenant: 'lumina-my', locale: 'ms', country: 'malaysia' },
] as const;

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 900 } });

interface Visit {
  page: Page;
  leakWords: Set<string>;
  /** The demo data's proper names (facilities, places, people), which stay as they are. */
  names: readonly string[];
  where: string;
  leaks: string[];
  checked: string[];
}

/** Client-side navigation, so the app boots once per sign-in. */
async function go(page: Page, href: string): Promise<void> {
  // Already there (a role's home can be the route itself): the heading will not change.
  if (new URL(page.url()).pathname === href.split('?')[0]) return;
  await page.evaluate((p) => {
    (window as { leakPreviousHeading?: Element | null }).leakPreviousHeading = document.querySelector('main h1, h1');
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1, h1');
      return heading !== null && heading !== (window as { leakPreviousHeading?: Element | null }).leakPreviousHeading;
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Everything a user or a screen reader meets on the page, as text. */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];
    const labelled = [...document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((el) =>
      attributes.map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...labelled].join('\n');
  });

async function check(v: Visit, label: string, href: string | null, ready?: () => Promise<void>): Promise<void> {
  await test.step(`${v.where} · ${label}`, async () => {
    if (href !== null) await go(v.page, href);
    await expect(v.page.locator('main h1, h1').first()).toBeVisible();
    await settle(v.page);
    if (ready) await ready();
    const found = englishIn(await pageText(v.page), v.leakWords, v.names);
    v.checked.push(label);
    if (found.length) v.leaks.push(`${v.where} · ${label} (${v.page.url()}): ${found.join(', ')}`);
  });
}

/**
 * The first link to a seeded record. Seeded references are the type, the tenant's ordinal and five
 * digits (OPD200005); requests booked at run time carry the year and eight digits (OPD2657034295).
 * Other journeys running alongside book those with English text typed by their tests, which is data.
 */
async function firstHref(page: Page, pattern: string): Promise<string> {
  const hrefs = await page
    .locator(`a[href*="${pattern}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => /\/(?:OPD|MCU)\d{6,7}(?:\/|$)|\/PAF-[A-Z-]+-\d+$/.test(href)) ?? '';
}
const rowsShown = (page: Page) => () => expect(page.locator('tbody tr').first()).toBeVisible();

async function signedIn(page: Page, tenant: string, locale: string, role: string): Promise<string> {
  await page.addInitScript(([id, lng]) => localStorage.setItem(`ava.locale.${id}`, lng), [tenant, locale] as const);
  const home = await apiSignIn(page, tenant, role);
  await page.goto(home);
  return home;
}

async function patientRoutes(v: Visit): Promise<void> {
  await check(v, 'inbox', null, rowsShown(v.page));
  const opdCase = await firstHref(v.page, '/view/OPD/');
  const mcuCase = await firstHref(v.page, '/view/MCU/');
  // An incomplete request's Continue link opens its form (a server-sent template).
  const form = await firstHref(v.page, '/patient/client/form/');
  // The seed gives every market's patient each of these; a missing link would skip a route silently.
  expect([opdCase, mcuCase, form], 'seeded OPD, MCU and incomplete requests in the inbox').not.toContain('');
  await check(v, 'case details (OPD)', opdCase);
  await check(v, 'case details (MCU)', mcuCase);
  await check(v, 'appointment complete', `/app/appointment/OPD/${opdCase.split('/').pop() ?? ''}/complete`);
  // The phone fields (their country selects name every country) load after the form is drawn; the
  // library's .PhoneInput wrapper replaces each placeholder once they are in.
  await check(v, 'request form', form, () => expect(v.page.locator('main .PhoneInput').first()).toBeVisible());
  await check(v, 'my services', '/app/myservices');
  await check(v, 'search doctor', '/app/search-doctor');
  await check(v, 'health screening packages', '/app/health-screening', () =>
    expect(v.page.locator('article').first()).toBeVisible(),
  );
  await check(v, 'my account', '/app/user-profile/my-account');
  await check(v, 'change password', '/app/user-profile/account-security');
}

async function clinicRoutes(v: Visit, home: string): Promise<void> {
  const providerId = home.split('/').pop() ?? '';
  await check(v, 'worklist', null, rowsShown(v.page));
  const manage = await firstHref(v.page, '/schedule/create/');
  await check(v, 'clinic schedule', `/app/schedule/clinic/provider/${providerId}`);
  await check(v, 'health screening schedule', `/app/schedule/clinic/healthscreening/provider/${providerId}`);
  await check(v, 'scheduled appointments', `/app/schedule/appointments/provider/${providerId}`);
  if (manage) await check(v, 'appointment management', manage);
}

async function pafRoutes(v: Visit): Promise<void> {
  await check(v, 'pre-authorisation list', '/app/preauth', rowsShown(v.page));
  await check(v, 'PAF case details', await firstHref(v.page, '/epaf/role/'));
  await check(v, 'PAF wizard', '/app/paf');
}

for (const { tenant, locale, country } of markets) {
  test(`${tenant} in ${locale}: no English on any signed-in route`, async ({ page }) => {
    test.setTimeout(240_000);
    const leakWords = englishLeakWords(locale);
    const names = [...properPhrases(country), ...countryNamesIn(locale)];
    const leaks: string[] = [];
    const checked: string[] = [];
    for (const role of ['patient', 'clinic', 'specialist'] as const) {
      const home = await signedIn(page, tenant, locale, role);
      const v: Visit = { page, leakWords, names, where: `${tenant} · ${locale} · ${role}`, leaks, checked };
      if (role === 'patient') await patientRoutes(v);
      else if (role === 'clinic') await clinicRoutes(v, home);
      else await pafRoutes(v);
      await page.context().clearCookies();
    }
    console.log(`locale leak: ${tenant} (${locale}): ${checked.length} routes checked, ${leaks.length} with English`);
    expect(leaks, leaks.join('\n')).toEqual([]);
  });
}
