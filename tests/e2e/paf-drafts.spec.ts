import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pafPaths } from '../../src/lib/api/contract/pre-authorisation/paf';
import { expectNoAxeViolations } from '../support/axe';
import { apiSignIn } from '../support/login';

/**
 * docs/decisions/0081-paf-drafts.md: a PAF left unfinished is resumed or discarded, never a dead end; signing and
 * hospital
 * charges wait for the whole form and say why.
 */
test.use({ actionTimeout: 15_000 });

async function signedInPage(browser: Browser, tenant: string, role: string, locale = 'en') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.addInitScript(([id, lng]) => localStorage.setItem(`ava.locale.${id}`, lng!), [tenant, locale]);
  await page.goto(await apiSignIn(page, tenant, role));
  return page;
}

/** A new draft with Section A saved, made through the API as the wizard's first NEXT makes it. */
async function newDraft(page: Page, tenant: string, idNumber: string): Promise<string> {
  const manifest = JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as {
    country: string;
    api: { authorization: string };
  };
  const cookies = await page.context().cookies();
  const cookie = (name: string) => decodeURIComponent(cookies.find((c) => c.name === name)?.value ?? '');
  const headers = { Authorization: manifest.api.authorization, 'X-XSRF-TOKEN': cookie('XSRF-TOKEN') };
  const userId = cookie('userId');
  const payors = (await (await page.request.get(pafPaths.payors(userId), { headers })).json()) as {
    data: Array<{ clientId: string }>;
  };
  const created = await page.request.post(pafPaths.initialize(payors.data[0]!.clientId), {
    headers,
    data: { clientCountry: manifest.country, initiatorUserId: userId },
  });
  const caseId = ((await created.json()) as { data: { data: { caseId: string } } }).data.data.caseId;
  const patient = {
    firstName: 'Mei',
    lastName: 'Draft',
    gender: 'Female',
    dateOfBirth: '1980-05-01',
    email: 'mei.draft@example.com',
    mobile: '+6591234567',
    identificationDocType: 'NRIC',
    identificationDocNum: idNumber,
    isPolicyHolder: true,
    isRequireLegalGuardian: false,
  };
  expect((await page.request.post(pafPaths.policyInfo, { headers, data: { caseId, patient } })).status()).toBe(200);
  return caseId;
}

test('a draft says which sections are missing, resumes where it stopped and keeps what was saved', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'ava-sg', 'specialist');
  // The seed's first case has Sections A and B only.
  await page.goto('/app/epaf/role/specialist/case/PAF-AVA-SG-0001');
  await expect(page.getByRole('list', { name: 'Status' }).getByText('Action Needed')).toBeVisible();
  const hospital = (await page.locator('dt:text-is("Hospital/Facility") + dd').textContent()) ?? '';
  expect(hospital).not.toBe('');
  await page.getByRole('button', { name: 'Proceed to signature' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Please complete these sections before signing:' });
  await expect(missing.getByRole('listitem')).toHaveText([
    'Section C: Clinical History',
    'Section D: Treatment and Cost',
    'Referral and Supporting Documents',
  ]);
  await expect(page.getByText('Unable to create the QR code. Please try again.')).toHaveCount(0);
  await expectNoAxeViolations(page, 'case details, sections missing');

  await page.getByRole('button', { name: 'Continue the form' }).click();
  await expect(page).toHaveURL(/\/app\/paf\?case=PAF-AVA-SG-0001$/);
  await expect(page.getByText('Case ID: PAF-AVA-SG-0001 · Clinical History')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Presenting Complaint/ })).toBeVisible();
  // BACK shows Section B as it was saved.
  await page.getByRole('button', { name: 'BACK' }).click();
  await expect(page.getByRole('heading', { name: 'Section B: Admission Details' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(hospital.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toBeVisible();
  await page.context().close();
});

test('the list continues a draft, and its author discards one after confirming', async ({ browser }) => {
  const page = await signedInPage(browser, 'ava-sg', 'specialist');
  // The seed's draft is dated by its admission, inside the list's default range whatever the hour.
  await page.goto('/app/epaf/role/specialist/case/PAF-AVA-SG-0001');
  const idNumber = (await page.locator('dt:text-is("Identification Number") + dd').textContent()) ?? '';
  await page.goto('/app/preauth');
  await page.getByRole('searchbox', { name: 'Search by identification number' }).fill(idNumber);
  await page.getByRole('link', { name: 'Continue the form for case PAF-AVA-SG-0001' }).click();
  await expect(page.getByText('Case ID: PAF-AVA-SG-0001 · Clinical History')).toBeVisible();

  const caseId = await newDraft(page, 'ava-sg', `S${String(Date.now()).slice(-7)}Z`);
  await page.goto(`/app/epaf/role/specialist/case/${caseId}`);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard this draft?' });
  await expect(dialog).toContainText(`Case ${caseId} and everything entered in it`);
  await expectNoAxeViolations(page, 'discard draft dialog');
  await dialog.getByRole('button', { name: 'Keep draft' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/preauth$/);
  await page.goto(`/app/epaf/role/specialist/case/${caseId}`);
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await page.context().close();
});

test('the hospital is told charges wait for the signed form; zh-HK names the missing sections in Chinese', async ({
  browser,
}) => {
  const hospital = await signedInPage(browser, 'ava-sg', 'hospital');
  await hospital.goto('/app/epaf/role/hospital/case/PAF-AVA-SG-0001');
  await expect(
    hospital.getByText('Hospital charges can be entered once the specialist has completed and signed the form.'),
  ).toBeVisible();
  await expect(hospital.getByLabel('Minimum Cost')).toHaveCount(0);
  await expect(hospital.getByRole('list', { name: 'Status' }).getByText('Action Needed')).toHaveCount(0);
  await hospital.context().close();

  const page = await signedInPage(browser, 'harbour-hk', 'specialist', 'zh-HK');
  await page.goto('/app/epaf/role/specialist/case/PAF-HARBOUR-HK-0001');
  await page.getByRole('button', { name: '前往簽署' }).click();
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([
    'C部：臨床病歷',
    'D部：治療及費用',
    '轉介及證明文件',
  ]);
  await expect(page.getByRole('button', { name: '繼續填寫表格' })).toBeVisible();
  await page.context().close();
});
