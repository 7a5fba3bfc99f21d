import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { settle } from '../support/a11y-scan';
import { axeViolations, colourRules, expectNoAxeViolations } from '../support/axe';
import { apiSignIn } from '../support/login';

const tenant = 'ava-sg';

test.use({ actionTimeout: 15_000 });

/**
 * axe in light, then the colour rules in dark (the app follows the system scheme live; the switch changes CSS
 * variables only), then back to light.
 */
async function axeBothThemes(page: Page, context: string) {
  await settle(page);
  await expectNoAxeViolations(page, `${context} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page, colourRules), `axe violations on ${context} (dark)`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Opens a react-aria Select by its label (its button is named 'value label') and picks an option. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page
    .getByRole('button', { name: new RegExp(`${label.replace(/[/()]/g, '\\$&')}$`) })
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

async function typeDate(page: Page, group: string, ddmmyyyy: string, nth = 0) {
  await page.getByRole('group', { name: group }).nth(nth).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy);
}

const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

async function signedInPage(browser: Browser, role: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, colorScheme: 'light' });
  const page = await context.newPage();
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  await page.goto(await apiSignIn(page, tenant, role));
  return page;
}

const next = (page: Page) => page.getByRole('button', { name: 'NEXT' }).click();

test('specialist files a PAF for a minor, signers sign on a phone, the hospital enters charges and the PDF downloads', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, 'specialist');
  await page.goto('/app/preauth');
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Authorisation' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Case ID' })).toBeVisible();
  await axeBothThemes(page, 'PAF list');
  await page.getByRole('searchbox', { name: 'Search by identification number' }).fill('no-such-id');
  await expect(page.getByText('No results found')).toBeVisible();

  // Step 0: payor.
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/app\/paf$/);
  await next(page);
  await expect(page.getByText('This field is required')).toBeVisible();
  await axeBothThemes(page, 'wizard payor');
  await choose(page, 'Payor', /Lion City Assurance/);
  await next(page);

  // Step 1: a minor patient who is not the policyholder; guardian = policyholder.
  await expect(page.getByRole('heading', { name: 'Section A: Patient Information' }).first()).toBeVisible();
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Error' }).first()).toBeVisible();
  const patient = page.getByRole('region', { name: 'Section A: Patient Information' });
  await patient.getByLabel('First Name').fill('Mei');
  await patient.getByLabel('Last Name').fill('Tan');
  await choose(page, 'Identification Document Type', 'NRIC');
  await patient.getByLabel('Identification Number').fill('T1234567J');
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
  await typeDate(page, 'Date of Birth', `0303${new Date().getFullYear() - 10}`);
  await expect(patient.getByLabel('E-mail Address')).toBeDisabled();
  await expect(
    page.getByRole('radiogroup', { name: 'Is the patient the policyholder?' }).getByRole('radio', { name: 'No' }),
  ).toBeChecked();
  const owner = page.getByRole('region', { name: "Policy Holder's Information" });
  const guardian = page.getByRole('region', { name: "Guardian/Next of Kin's Information" });
  await expect(owner).toBeVisible();
  await expect(guardian).toBeVisible();
  await owner.getByLabel('First Name').fill('Daniel');
  await owner.getByLabel('Last Name').fill('Tan');
  await owner.getByRole('button', { name: /Identification Document Type/ }).click();
  await page.getByRole('option', { name: 'NRIC' }).click();
  await owner.getByLabel('Identification Number').fill('S7654321D');
  await owner.getByLabel('E-mail Address').fill('daniel.tan@example.com');
  await owner.getByLabel('Mobile Number').fill('91234567');
  await guardian.getByText('The Policy Holder and the Guardian/Next of Kin are the same person').click();
  await expect(guardian.getByLabel('First Name')).toHaveValue('Daniel');
  await expect(guardian.getByLabel('First Name')).toBeDisabled();
  await axeBothThemes(page, 'wizard patient');
  await next(page);

  // Step 1, QR sub-step: guardian and policyholder sign on a phone.
  const guardianLink = await page.getByTestId('signing-link-guardian').getAttribute('href');
  const ownerLink = await page.getByTestId('signing-link-policyHolder').getAttribute('href');
  expect(guardianLink).toContain('/app/epaf/sign/');
  const caseId = ((await page.getByText(/Case ID: PAF-/).textContent()) ?? '').match(/PAF-[A-Z-]+-\d+/)?.[0] ?? '';
  expect(caseId).not.toBe('');
  await expect(page.getByRole('img', { name: /QR code for Daniel Tan/ }).first()).toBeVisible();
  await axeBothThemes(page, 'wizard patient QR');

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const phonePage = await phone.newPage();
  await phonePage.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  await phonePage.goto(guardianLink!);
  await expect(phonePage.getByRole('heading', { name: 'Sign the Pre-Authorisation Form' })).toBeVisible();
  await expect(phonePage.getByText(caseId)).toBeVisible();
  await axeBothThemes(phonePage, 'signing page');
  const pad = phonePage.getByRole('img', { name: /Signature area/ });
  const box = (await pad.boundingBox())!;
  await phonePage.mouse.move(box.x + 20, box.y + 40);
  await phonePage.mouse.down();
  await phonePage.mouse.move(box.x + 120, box.y + 80, { steps: 8 });
  await phonePage.mouse.move(box.x + 220, box.y + 30, { steps: 8 });
  await phonePage.mouse.up();
  await phonePage.getByRole('button', { name: 'Confirm and Sign' }).click();
  await expect(phonePage.getByText('Your signature has been recorded.')).toBeVisible();
  // Single use: the same link is refused afterwards.
  await phonePage.goto(guardianLink!);
  await expect(phonePage.getByText('This signing link has already been used.')).toBeVisible();
  await phonePage.goto(ownerLink!);
  await phonePage.getByRole('radio', { name: 'Type my name' }).check({ force: true });
  await phonePage.getByLabel('Full name').fill('Daniel Tan');
  await phonePage.getByRole('button', { name: 'Confirm and Sign' }).click();
  await expect(phonePage.getByText('Your signature has been recorded.')).toBeVisible();
  // The staff screen polls and turns to Signed.
  await expect(page.getByRole('status').filter({ hasText: 'Signed' })).toHaveCount(2, { timeout: 15_000 });
  await next(page);

  // Step 2: admission.
  await expect(page.getByRole('heading', { name: 'Section B: Admission Details' })).toBeVisible();
  await typeDate(page, 'Date of Admission', ddmmyyyy(inDays(3)));
  await choose(page, 'Hospital/Facility', /.+/);
  await axeBothThemes(page, 'wizard admission');
  await next(page);

  // Step 3: Section C through the form engine.
  await expect(page.getByRole('heading', { name: /Section C/ })).toBeVisible();
  await page.getByLabel('Presenting Complaint and Symptoms').fill('Right upper quadrant pain after meals');
  await typeDate(page, 'Date Symptoms First Started', ddmmyyyy(inDays(-30)));
  await typeDate(page, 'Date of First Consultation for this Condition', ddmmyyyy(inDays(-20)));
  const diagnosis = page.getByRole('textbox', { name: 'Primary Diagnosis (ICD-10)' });
  await diagnosis.fill('K80');
  await diagnosis.press('Enter');
  // The engine uses the shared code search: the tree opens collapsed.
  await page
    .getByRole('region', { name: 'Primary Diagnosis (ICD-10) results' })
    .getByRole('button', { name: /^Expand / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^K80\.\d/ })
    .first()
    .click();
  await axeBothThemes(page, 'wizard section C');
  await next(page);

  // Step 4: Section D, estimate, summary.
  await expect(page.getByRole('heading', { name: /Section D/ })).toBeVisible();
  await typeDate(page, 'Expected Admission Date and Time', ddmmyyyy(inDays(3)));
  await page.getByLabel('Length of Stay (days)').fill('3');
  await choose(page, 'Treatment Type', 'Surgical');
  await choose(page, 'Ward Type', 'Single Bedded');
  await axeBothThemes(page, 'wizard section D');
  await next(page);
  await expect(page.getByRole('heading', { name: 'Estimated Treatment Cost' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Procedure' }).click();
  await page.getByLabel('Procedure Fee').fill('10,000');
  await page.getByLabel('Principal Surgeon Fee').fill('2500.50');
  await page.getByRole('button', { name: 'Add Other Doctors' }).click();
  await choose(page, 'Category', 'Physician');
  await page.getByLabel('Doctor Name').fill('Dr. Lim');
  await page.getByRole('textbox', { name: 'Fee', exact: true }).fill('1000');
  await page.getByText('Fee is subject to tax').click();
  await axeBothThemes(page, 'wizard estimate');
  await next(page);

  // Total = fee + daily attendance fee × days + GST (GST only where ticked, rounded to 2 decimals).
  await expect(page.getByRole('heading', { name: 'Treatment Cost Summary' }).first()).toBeVisible();
  const currency = (await (
    await page.request.get(`/pds/v1/payor/currency/clientId/ava-sg-lion-city-assurance`, {
      headers: { Authorization: authorization() },
    })
  ).json()) as { data: { rate: number; taxPercent: number; currAbbr: string } };
  const { rate, taxPercent, currAbbr } = currency.data;
  const daily = rate * 3;
  const gst = Math.round((1000 + daily) * taxPercent) / 100;
  const expected = 10000 + 2500.5 + 1000 + daily + gst;
  await expect(page.getByTestId('paf-grand-total')).toHaveText(
    `${currAbbr} ${expected.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  await axeBothThemes(page, 'wizard cost summary');
  await next(page);

  // Step 5: referral with a letter; a file over 5 MB is refused with the spec's message.
  await expect(page.getByRole('heading', { name: 'Referral', exact: true })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Was the patient referred by another doctor?' })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  await page
    .getByRole('radiogroup', { name: 'Is there a copy of the referral letter?' })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
  // Refused as it is picked, before any upload (the server keeps its own 413).
  let uploaded = false;
  page.on('request', (r) => (uploaded ||= r.method() !== 'GET' && r.url().includes('/referral/')));
  await page
    .getByLabel('Referral Letter', { exact: true })
    .setInputFiles({ name: 'big-letter.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(page.getByText('Only files that are 5MB or less are allowed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove big-letter.pdf' })).toHaveCount(0);
  expect(uploaded).toBe(false);
  await page.getByLabel('Referral Letter', { exact: true }).setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await axeBothThemes(page, 'wizard referral');
  await next(page);

  // Step 6: the specialist's digital signature QR.
  const specialistLink = await page.getByTestId('signing-link-specialist').getAttribute('href');
  await axeBothThemes(page, 'wizard signature QR');
  await phonePage.goto(specialistLink!);
  await phonePage.getByRole('radio', { name: 'Type my name' }).check({ force: true });
  // A typed signature must be the signer's name (docs/decisions/0082-typed-signatures.md): another name is refused
  // before it is sent.
  const intro = (await phonePage.getByText(/You are signing as/).textContent()) ?? '';
  const specialistName = intro.match(/You are signing as (.+) \(specialist\)/)?.[1] ?? '';
  expect(specialistName).toMatch(/^Dr\. /);
  await phonePage.getByLabel('Full name').fill('Specialist Demo');
  await phonePage.getByRole('button', { name: 'Confirm and Sign' }).click();
  await expect(
    phonePage.getByText(`Please type your name as it appears on the form: ${specialistName}.`),
  ).toBeVisible();
  await phonePage.getByLabel('Full name').fill(specialistName.replace(/^Dr\. /, '').toUpperCase());
  await phonePage.getByRole('button', { name: 'Confirm and Sign' }).click();
  await expect(phonePage.getByText('Your signature has been recorded.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Signed' })).toHaveCount(1, { timeout: 15_000 });
  await page.getByRole('button', { name: 'View Case Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status' }).getByText('Pending Hospital Charges')).toBeVisible();

  // The hospital enters charges: min ≥ max is refused, then Submission Complete.
  const hospital = await signedInPage(browser, 'hospital');
  await hospital.goto(`/app/epaf/role/hospital/case/${caseId}`);
  await expect(hospital.getByRole('list', { name: 'Status' }).getByText('Action Needed')).toBeVisible();
  await axeBothThemes(hospital, 'case details (hospital)');
  await hospital.getByLabel('Minimum Cost').fill('500');
  await hospital.getByLabel('Maximum Cost').fill('500');
  await hospital.getByLabel('Minimum Cost').press('e');
  await expect(hospital.getByLabel('Minimum Cost')).toHaveValue('500');
  await hospital.getByRole('button', { name: 'Submit' }).click();
  await expect(hospital.getByText('Minimum cost cannot be larger than maximum cost.').first()).toBeVisible();
  await hospital.getByLabel('Minimum Cost').fill('400');
  // The amounts are in the tenant's currency, and the saved charges show with it.
  await expect(hospital.getByText(`Amount in ${tenantCurrency}`)).toHaveCount(2);
  await hospital.getByRole('button', { name: 'Submit' }).click();
  await expect(hospital.getByText('Submission Complete')).toBeVisible();
  await expect(hospital.getByText(`${tenantCurrency} 400.00 – ${tenantCurrency} 500.00`)).toBeVisible();
  await expect(hospital.getByRole('list', { name: 'Status' }).getByText('Completed')).toBeVisible();

  // Completed: the PDF downloads and names the case.
  const download = hospital.waitForEvent('download');
  await hospital.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(caseId);
  await axeBothThemes(hospital, 'case details (completed)');
});

/** The tenant's currency label, as its amounts show it. */
const tenantCurrency = (
  JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as { currency: { label: string } }
).currency.label;

function authorization(): string {
  return (JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as { api: { authorization: string } }).api
    .authorization;
}
