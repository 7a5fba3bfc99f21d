import { expect, test, type Browser, type Page } from '@playwright/test';
import { scanBothThemes, settle, type MatrixTenant } from './a11y-scan';
import { fillPatient } from './patient-forms';

/**
 * The pages each role opens, walked once per tenant with one sign-in: every
 * step visits a route, waits for its real content, then scans it in light and
 * dark (and any dialog or popover the route is known for, opened).
 */
export interface Walk {
  page: Page;
  tenant: MatrixTenant;
  role: string;
  /** Where the sign-in sent this role. */
  home: string;
}

/** A valid mobile number per phone region, for the patient forms. */
const phones: Record<string, string> = { SG: '91234567', MY: '0123456789', ID: '081234567890', HK: '51234567' };
const phoneFor = (region: string): string => phones[region] ?? '91234567';

/** Client-side navigation (history push + popstate), so the app is not booted again for every route. */
async function go(page: Page, href: string): Promise<void> {
  if (!page.url().includes('/app/')) {
    await page.goto(href);
    return;
  }
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/** Visits a route, waits for its level-1 heading and loading to end, and scans both themes. */
export async function route(
  w: Walk,
  label: string,
  href: string,
  ready?: (page: Page) => Promise<void>,
): Promise<void> {
  await test.step(`${w.tenant.id} · ${w.role} · ${label}`, async () => {
    // The route's code may still be loading when the URL changes, with the
    // previous page on screen: wait for a heading that page did not have, so
    // the scan is of the route named.
    const path = href.split('?')[0] ?? href;
    // A role's home can be the route itself (a hospital's is the PAF list): navigating there again
    // may keep the same heading element, so only a route left for another waits for a new one.
    const already = w.page.url().includes('/app/') && new URL(w.page.url()).pathname === path;
    await w.page.evaluate((stay) => {
      (window as { walkPreviousHeading?: Element | null }).walkPreviousHeading = stay
        ? null
        : document.querySelector('main h1, h1');
    }, already);
    if (!already) await go(w.page, href);
    await expect(w.page).toHaveURL((url) => url.pathname === path);
    // 30 s: on a CI host shared with other jobs a route's chunk has been
    // seen to take longer than 15 s to arrive.
    await w.page
      .waitForFunction(
        () => {
          const heading = document.querySelector('main h1, h1');
          const previous = (window as { walkPreviousHeading?: Element | null }).walkPreviousHeading;
          return heading !== null && heading !== previous;
        },
        undefined,
        { timeout: 30_000 },
      )
      .catch(async (error: unknown) => {
        const shown = await w.page
          .locator('main h1, h1')
          .first()
          .textContent()
          .catch(() => null);
        throw new Error(`${label}: no new level-1 heading at ${w.page.url()} (still "${shown ?? 'none'}")`, {
          cause: error,
        });
      });
    await expect(w.page.locator('main h1, h1').first()).toBeVisible();
    await settle(w.page);
    if (ready) await ready(w.page);
    await scanBothThemes(w.page, `${w.tenant.id} · ${w.role} · ${label} (${href})`);
  });
}

/** Scans what is open right now (a dialog or popover) under its own name. */
export async function scanOpen(w: Walk, label: string): Promise<void> {
  await test.step(`${w.tenant.id} · ${w.role} · ${label}`, async () => {
    await scanBothThemes(w.page, `${w.tenant.id} · ${w.role} · ${label}`, false);
  });
}

/** The first link on the page whose address matches, as an in-app path. */
async function firstHref(page: Page, pattern: string): Promise<string> {
  const link = page.locator(`a[href*="${pattern}"]`).first();
  await expect(link, `a link to ${pattern}`).toBeAttached();
  return (await link.getAttribute('href')) ?? '';
}

export async function accountPages(w: Walk): Promise<void> {
  await route(w, 'my account', '/app/user-profile/my-account');
  await route(w, 'change password', '/app/user-profile/account-security');
}

export async function patientWalk(w: Walk): Promise<void> {
  const { page } = w;
  await route(w, 'inbox', w.home, async () => {
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });
  const opdCase = await firstHref(page, '/view/OPD/');
  const mcuCase = await page.locator('a[href*="/view/MCU/"]').first().getAttribute('href');
  await route(w, 'case details (OPD)', opdCase);
  if (mcuCase) await route(w, 'case details (MCU)', mcuCase);
  await route(w, 'appointment complete', `/app/appointment/OPD/${opdCase.split('/').pop() ?? ''}/complete`);
  await route(w, 'my services', '/app/myservices');
  // An offer id nobody holds: the page's frame and its clear failure (the journey waiting-list.spec.ts opens a real one).
  await route(w, 'waiting-list offer (unknown)', '/app/waiting-list/offers/no-such-offer', async () => {
    await expect(page.getByRole('alert')).toBeVisible();
  });

  await route(w, 'search doctor', '/app/search-doctor');
  await page
    .getByRole('button', { name: /\bSpecialty\b/ })
    .first()
    .click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await scanOpen(w, 'search doctor · specialty list open');
  await page.getByRole('listbox').getByRole('option', { name: 'Dermatology' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /doctors? found/ })).toBeVisible();
  await scanOpen(w, 'search doctor · results');
  await page
    .getByRole('button', { name: /^Select Dr\./ })
    .first()
    .click();
  await page.getByRole('radiogroup').getByText(/ — /).first().click();
  await scanOpen(w, 'search doctor · doctor and facility chosen');
  await page.getByRole('button', { name: 'Make An Appointment' }).click();
  await expect(page).toHaveURL(/\/app\/opd\/patient\/client\/form\/OPD\d+$/);
  await expect(page.getByRole('heading', { name: 'Patient Information' })).toBeVisible();
  await scanOpen(w, 'OPD form');

  if (w.tenant.features.healthScreening) await screeningWalk(w);
  await accountPages(w);
}

/** Packages → location → MCU form → session picker (a date, then its sessions). */
async function screeningWalk(w: Walk): Promise<void> {
  const { page } = w;
  await route(w, 'health screening form entry', '/app/health-screening/form');
  await route(w, 'health screening packages', '/app/health-screening', async () => {
    await expect(page.getByRole('button', { name: /^Choose / }).first()).toBeVisible();
  });
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Location' })).toBeVisible();
  await page
    .getByRole('button', { name: /\bCountry\b/ })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await scanOpen(w, 'package location');
  await page
    .getByRole('article')
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/mcu\/patient\/client\/form\//);
  await expect(page.getByRole('heading', { name: 'Patient Information' })).toBeVisible();
  await scanOpen(w, 'MCU form');
  // The date of birth picker, open.
  await page.getByRole('group', { name: 'Date of Birth' }).getByRole('button', { name: 'Open calendar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanOpen(w, 'MCU form · date of birth calendar open');
  await page.keyboard.press('Escape');

  await fillPatient(page, phoneFor(w.tenant.phoneRegion));
  await page.getByLabel('Height (cm)').fill('160');
  await page.getByLabel('Weight (kg)').fill('55');
  await page.getByText(/I understand I must fast/).click();
  await page.getByText(/I consent to the collection/).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select TWO preferred sessions')).toBeVisible();
  // Reload so react-aria's announcer holds no label of the unmounted form.
  await page.reload();
  await expect(page.getByText('Please select TWO preferred sessions')).toBeVisible();
  await scanOpen(w, 'MCU session picker');
  const calendar = page.getByRole('application', { name: 'Select a Date' });
  const open = calendar.locator('[role=gridcell] [role=button]:not([aria-disabled=true])').first();
  await open.click();
  await expect(
    page.getByRole('group', { name: 'Select Preferred Session(s)' }).getByRole('button').first(),
  ).toBeVisible();
  await scanOpen(w, 'MCU session picker · sessions of a day');
}

export async function staffWalk(w: Walk): Promise<void> {
  const { page } = w;
  const providerId = w.home.split('/').pop() ?? '';
  await route(w, 'worklist', w.home, async () => {
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });
  // Agents' rows link to the case view only: booking is the clinic's.
  const manage = await firstHref(page, w.role === 'agent' ? '/view/' : '/schedule/create/');
  await page.getByRole('button', { name: /^Status/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanOpen(w, 'worklist · status filter open');
  await page.keyboard.press('Escape');

  if (w.role !== 'agent') {
    await route(w, 'clinic schedule', `/app/schedule/clinic/provider/${providerId}`);
    await page.getByRole('checkbox').first().check({ force: true });
    await expect(page.locator('.sx__calendar-wrapper').first()).toBeVisible();
    await scanOpen(w, 'clinic schedule · one doctor');
    if (w.tenant.features.healthScreening) {
      await route(
        w,
        'health screening schedule',
        `/app/schedule/clinic/healthscreening/provider/${providerId}`,
        async () => {
          await expect(page.locator('.sx__calendar-wrapper').first()).toBeVisible();
        },
      );
    }
    await route(w, 'scheduled appointments', `/app/schedule/appointments/provider/${providerId}`);
  }
  const managed =
    w.role === 'doctor' ? manage.replace('/app/schedule/create/', '/app/doctor/schedule/create/') : manage;
  const booking = w.role !== 'agent';
  await route(w, booking ? 'appointment management' : 'case details', managed, async () => {
    if (booking) await expect(page.locator('.sx__calendar-wrapper').first()).toBeVisible();
  });
  if (booking) {
    await page.getByRole('button', { name: 'Add Appointment' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Appointment' })).toBeVisible();
    await scanOpen(w, 'appointment management · Add Appointment dialog');
    await page.keyboard.press('Escape');
  }
  await accountPages(w);
}

export async function pafWalk(w: Walk, browser: Browser): Promise<void> {
  const { page } = w;
  if (!w.tenant.features.preAuthorisation) return;
  await route(w, 'pre-authorisation list', '/app/preauth', async () => {
    await expect(page.locator('tbody tr').first()).toBeVisible();
  });
  const caseLink = await firstHref(page, '/epaf/role/');
  // The list's date filters come in a chunk of their own (a lazy date picker): wait for one, do not just look,
  // or a walk that outruns the chunk skips the open picker.
  const picker = page.getByRole('button', { name: 'Open calendar' }).first();
  await expect(picker).toBeVisible();
  await picker.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanOpen(w, 'pre-authorisation list · date picker open');
  await page.keyboard.press('Escape');
  await route(w, 'PAF case details', caseLink);
  if (w.role === 'specialist') await wizardWalk(w, browser);
}

/** Wizard: payor (with its errors), patient, the signature QR; the signer's phone page from that QR. */
async function wizardWalk(w: Walk, browser: Browser): Promise<void> {
  const { page } = w;
  const next = () => page.getByRole('button', { name: 'NEXT' }).click();
  await route(w, 'PAF wizard · payor', '/app/paf');
  await next();
  await expect(page.getByText('This field is required')).toBeVisible();
  await scanOpen(w, 'PAF wizard · payor with errors');
  await page
    .getByRole('button', { name: /Payor$/ })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await next();
  const patient = page.getByRole('region', { name: 'Section A: Patient Information' });
  await expect(patient).toBeVisible();
  await scanOpen(w, 'PAF wizard · patient');
  await patient.getByLabel('First Name').fill('Mei');
  await patient.getByLabel('Last Name').fill('Tan');
  await page
    .getByRole('button', { name: /Identification Document Type$/ })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await patient.getByLabel('Identification Number').fill('T1234567J');
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
  await page.getByRole('group', { name: 'Date of Birth' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('03031980');
  await patient.getByLabel('E-mail Address').fill('mei.tan@example.com');
  await patient.getByLabel('Mobile Number').fill(phoneFor(w.tenant.phoneRegion));
  await next();
  const signing = page.locator('[data-testid^="signing-link-"]').first();
  await expect(signing).toBeAttached();
  await scanOpen(w, 'PAF wizard · signature QR');
  const link = (await signing.getAttribute('href')) ?? '';
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const signer = await phone.newPage();
    await signer.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), w.tenant.id);
    await signer.goto(link);
    await expect(signer.getByRole('heading', { name: 'Sign the Pre-Authorisation Form' })).toBeVisible();
    await test.step(`${w.tenant.id} · signer (no sign-in) · signing page`, async () => {
      await scanBothThemes(signer, `${w.tenant.id} · signer · signing page (/app/epaf/sign/:token)`);
    });
  } finally {
    await phone.close();
  }
}

/** Pages before sign-in: login (its create-account view or the client's greeting), password reset, the sign-up steps. */
export async function publicWalk(w: Walk): Promise<void> {
  const { page, tenant } = w;
  await route(w, 'login', `/app/${tenant.id}/login`);
  if (tenant.login.landingPopup) {
    await expect(page.getByRole('dialog')).toBeVisible();
    await scanOpen(w, 'login · landing dialog');
  }
  if (tenant.login.variant === 'password') {
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await scanOpen(w, 'login · empty-field errors');
    if (tenant.login.signUp) {
      await page.getByRole('button', { name: 'Create New Account Instead' }).click();
      await expect(page.getByRole('link', { name: 'Sign Up Using Email' })).toBeVisible();
      await scanOpen(w, 'login · create-account view');
    }
  }
  await route(w, 'reset password', `/app/reset-password?client=${tenant.id}`);
  if (!tenant.login.signUp) {
    await route(w, 'sign-up (not offered)', `/app/signup/${tenant.id}`);
    return;
  }
  await route(w, 'sign-up · account settings', `/app/signup/${tenant.id}/accountsettings`);
  await page.getByLabel('Email', { exact: true }).fill(`a11y-${tenant.id}-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Welcome@2026');
  await page.getByLabel('Re-enter Password').fill('Welcome@2026');
  await page.getByText('I agree to the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/personalprofile$/);
  await scanOpen(w, 'sign-up · personal profile');
  await page.getByRole('group', { name: 'Date of Birth' }).getByRole('button', { name: 'Open calendar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanOpen(w, 'sign-up · date of birth calendar open');
  await page.keyboard.press('Escape');
  await page.getByLabel('First Name').fill('Nadia');
  await page.getByLabel('Last Name').fill('Rahim');
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
  await page.getByRole('group', { name: 'Date of Birth' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('14031990');
  await page.getByLabel('Mobile Number').fill(phoneFor(tenant.phoneRegion));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/review\/submit$/);
  await settle(page);
  await scanOpen(w, 'sign-up · review & submit');
}
