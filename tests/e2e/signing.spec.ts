import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pafPaths, signingUrlHeader } from '../../src/lib/api/contract/pre-authorisation/paf';
import { expectNoAxeViolations } from '../support/axe';
import { apiSignIn } from '../support/login';
import { serverLogFile } from '../../playwright.config';

interface Manifest {
  displayName: string;
  country: string;
  api: { authorization: string };
}
const manifestOf = (tenant: string) => JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as Manifest;

/**
 * A fresh case's patient signing link, asked for through the API the way the
 * wizard's QR step does: the phone page is the one a patient opens from the QR.
 */
async function signingLink(page: Page, tenant: string): Promise<string> {
  await apiSignIn(page, tenant, 'specialist');
  const { authorization } = manifestOf(tenant).api;
  const cookies = await page.context().cookies();
  const cookie = (name: string) => decodeURIComponent(cookies.find((c) => c.name === name)?.value ?? '');
  const headers = { Authorization: authorization, 'X-XSRF-TOKEN': cookie('XSRF-TOKEN') };
  const userId = cookie('userId');
  const payors = (await (await page.request.get(pafPaths.payors(userId), { headers })).json()) as {
    data: Array<{ clientId: string }>;
  };
  const clientId = payors.data[0]!.clientId;
  const initialize = { clientCountry: manifestOf(tenant).country, initiatorUserId: userId };
  const created = await page.request.post(pafPaths.initialize(clientId), { headers, data: initialize });
  expect(created.status()).toBe(200);
  const caseId = ((await created.json()) as { data: { data: { caseId: string } } }).data.data.caseId;
  const patient = {
    firstName: 'Mei',
    lastName: 'Tan',
    gender: 'Female',
    dateOfBirth: '1980-05-01',
    email: 'mei.tan@example.com',
    mobile: '+6591234567',
    identificationDocType: 'NRIC',
    identificationDocNum: 'S1234567D',
    isPolicyHolder: true,
    isRequireLegalGuardian: false,
  };
  expect((await page.request.post(pafPaths.policyInfo, { headers, data: { caseId, patient } })).status()).toBe(200);
  const qr = await page.request.post(pafPaths.qr, {
    headers,
    data: { clientId, caseId, roleType: 'patient', signerName: 'Mei Tan' },
  });
  expect(qr.status()).toBe(200);
  const url = new URL(qr.headers()[signingUrlHeader] ?? '');
  return `${url.pathname}${url.search}`;
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const tenant of ['ava-sg', 'lumina-my']) {
  test(`${tenant}: the QR signing page carries the tenant's logo and footer, fits a phone, and passes axe light and dark`, async ({
    browser,
  }) => {
    const staff = await browser.newContext();
    const link = await signingLink(await staff.newPage(), tenant);
    await staff.close();

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      colorScheme: 'light',
    });
    const page = await phone.newPage();
    await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign the Pre-Authorisation Form' })).toBeVisible();
    await expect(page.getByText('You are signing as Mei Tan (patient).')).toBeVisible();

    await expect(page.getByRole('banner').getByRole('img', { name: manifestOf(tenant).displayName })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveText('Powered by AVA');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await expectNoAxeViolations(page, `${tenant} signing page (light)`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page, `${tenant} signing page (dark)`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await phone.close();
  });
}

test("after a signing journey the server's log holds the route pattern, never the live token", async ({ browser }) => {
  test.skip(!existsSync(serverLogFile), 'the server was started without E2E_SERVER_LOG (reused from elsewhere)');
  const staff = await browser.newContext();
  const link = await signingLink(await staff.newPage(), 'ava-sg');
  await staff.close();
  const token = new URL(link, 'http://x').pathname.split('/').pop()!;
  expect(token.length).toBeGreaterThan(20);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.addInitScript(() => localStorage.setItem('ava.locale.ava-sg', 'en'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign the Pre-Authorisation Form' })).toBeVisible();
  await phone.close();
  // The server writes its log asynchronously: wait for the phone's API call to appear, however it is logged.
  await expect.poll(() => readFileSync(serverLogFile, 'utf8').includes('"url":"/pds/v1/signing/')).toBe(true);
  const log = readFileSync(serverLogFile, 'utf8');
  expect(log.split(token).length - 1).toBe(0);
  expect(log).toContain('"url":"/pds/v1/signing/:token"');
});

/** Chromium's look for an unstyled <button> (light and dark) and an unstyled page's font. */
const browserDefaultButtons = ['rgb(239, 239, 239)', 'rgb(107, 107, 107)', 'rgba(0, 0, 0, 0)'];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the demo partner sign-on page is styled (${colorScheme}) within the CSP and passes axe`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme });
    const page = await context.newPage();
    const cspMessages: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) cspMessages.push(message.text());
    });
    await page.goto('/sso/meridian-sg/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Meridian Assure partner sign-in' })).toBeVisible();

    const button = page.getByRole('button', { name: 'Sign in' });
    const look = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        background: style.backgroundColor,
        font: getComputedStyle(document.body).fontFamily,
        bodyBackground: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(browserDefaultButtons).not.toContain(look.background);
    expect(look.font).not.toMatch(/Times/);
    if (colorScheme === 'dark') expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).not.toContain(look.bodyBackground);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await expectNoAxeViolations(page, `partner sign-on page (${colorScheme})`);
    expect(cspMessages, 'CSP violations in the console').toEqual([]);
    await context.close();
  });
}
