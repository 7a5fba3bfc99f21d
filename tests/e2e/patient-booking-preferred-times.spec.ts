import { expect, test } from '@playwright/test';
import { apiSignIn } from '../support/login';
import { choosePreferredOptions, openOpdForm, signInPatient, submitOpdForm } from '../support/patient-forms';

/**
 * The OPD form asks for two preferred date/time options; the
 * confirmation, the patient's Case Details and the clinic's booking page show them.
 */
test('OPD: two preferred date/time options are required, then shown to the patient and to the clinic (ava-sg)', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await signInPatient(page, 'ava-sg');
  const formPage = page.waitForResponse(
    (r) => /\/form\/oaf\/refNo\/OPD\d+$/.test(r.url()) && r.request().method() === 'GET',
  );
  const referenceNo = await openOpdForm(page);
  const unitId = ((await (await formPage).json()) as { data: { unitId: number } }).data.unitId;

  await expect(page.getByRole('heading', { name: 'Preferred Date/Time' })).toBeVisible();
  // Submitting without them names what is missing and sends nothing.
  let posted = false;
  page.on('request', (r) => (posted ||= r.method() === 'POST' && r.url().includes('/form/oaf/')));
  await page.getByText(/I consent to the collection/).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Option 1: date cannot be empty')).toBeVisible();
  await expect(page.getByText('Option 2: date cannot be empty')).toBeVisible();
  expect(posted).toBe(false);
  await page.getByText(/I consent to the collection/).click();

  const chosen = await choosePreferredOptions(page);
  await submitOpdForm(page, '91234567', { preferredChosen: true });
  for (const [k, option] of chosen.entries()) {
    await expect(
      page.getByRole('definition').filter({ hasText: `${option.date} ${option.time}` }),
      `option ${k + 1} on the confirmation`,
    ).toBeVisible();
  }
  await expect(page.getByText('Preferred option 2')).toBeVisible();

  await page.goto(`/app/view/OPD/${referenceNo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Case Details' })).toBeVisible();
  for (const option of chosen) await expect(page.getByText(`${option.date} ${option.time}`)).toBeVisible();

  // The clinic's Appointment Management page lists the same two times.
  const context = await browser.newContext();
  const clinic = await context.newPage();
  await apiSignIn(clinic, 'ava-sg', 'clinic');
  await clinic.addInitScript(() => localStorage.setItem('ava.locale.ava-sg', 'en'));
  await clinic.goto(`/app/doctor/schedule/create/${unitId}/${referenceNo}/OPD`);
  const list = clinic.getByRole('region', { name: "Patient's preferred time slots" });
  await expect(list).toBeVisible();
  for (const option of chosen) await expect(list.getByText(option.date).first()).toBeVisible();
  await context.close();
});
