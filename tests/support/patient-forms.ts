import { expect, type Page } from '@playwright/test';
import { apiSignIn } from './login';

/** A small PDF for the OPD/MCU attachment field. */
export const samplePdf = {
  name: 'referral.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048)]),
};

/** Signs in as the tenant's demo patient and walks the journey in English, whatever the tenant's default language. */
export async function signInPatient(page: Page, tenant: string): Promise<void> {
  const link = await apiSignIn(page, tenant);
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  await page.goto(link);
}

/** Picks an option of a react-aria Select by its label (the first option when none is named). */
export async function choose(page: Page, label: string, option?: string | RegExp): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`\\b${label}\\b`) })
    .first()
    .click();
  // The open listbox only: the language switcher is a native <select> with options of its own.
  const listbox = page.getByRole('listbox');
  const options = option === undefined ? listbox.getByRole('option') : listbox.getByRole('option', { name: option });
  await options.first().click();
}

/** Types a day into a react-aria date field (day, month, year segments in en-GB). */
export async function typeDate(page: Page, label: string, ddmmyyyy: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy);
}

/** The name the journeys type on the OPD and MCU forms: user data, not interface text. */
export const journeyPatientName = 'Test Patient';

/** Fills the patient-information block shared by the OPD and MCU forms. */
export async function fillPatient(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Full Name').fill(journeyPatientName);
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
  await typeDate(page, 'Date of Birth', '02041990');
  await page.getByRole('combobox', { name: /Nationality/ }).fill('Indo');
  await page.getByRole('option').first().click();
  await page.getByLabel('Email').fill('test.patient@example.com');
  await page.getByRole('textbox', { name: /Mobile Number/ }).fill(phone);
  await choose(page, 'Medical Conditions', 'None');
}

/** Search Doctor → first doctor → first facility → Make An Appointment; returns the OPD reference number. */
export async function openOpdForm(page: Page, specialty = 'Dermatology'): Promise<string> {
  await page.goto('/app/search-doctor');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Doctor' })).toBeVisible();
  await choose(page, 'Specialty', specialty);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /doctors? found/ })).toBeVisible();
  await page
    .getByRole('button', { name: /^Select Dr\./ })
    .first()
    .click();
  await page.getByRole('radiogroup').getByText(/ — /).first().click();
  await page.getByRole('button', { name: 'Make An Appointment' }).click();
  await expect(page).toHaveURL(/\/app\/opd\/patient\/client\/form\/OPD\d+$/);
  await expect(page.getByRole('heading', { name: 'Patient Information' })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

/** A chosen preferred option as the pickers show it ('dd MMM yyyy', 'hh:mm AM'). */
export interface ChosenOption {
  date: string;
  time: string;
}

/**
 * Picks the OPD form's two preferred date/time options from the far end of
 * what is offered (option 1 the last day, option 2 the day before, each its
 * last time): today's first times may pass, and journeys running alongside
 * book the first free slots of the same doctors.
 */
export async function choosePreferredOptions(page: Page): Promise<ChosenOption[]> {
  const chosen: ChosenOption[] = [];
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: new RegExp(`Option ${n}: date`) }).click();
    const days = page.getByRole('listbox').getByRole('option');
    const day = days.nth((await days.count()) - n);
    const date = await day.textContent();
    await day.click();
    await page.getByRole('button', { name: new RegExp(`Option ${n}: time`) }).click();
    const time = await page.getByRole('listbox').getByRole('option').last().textContent();
    await page.getByRole('listbox').getByRole('option').last().click();
    chosen.push({ date: date?.trim() ?? '', time: time?.trim() ?? '' });
  }
  return chosen;
}

/**
 * Fills the OPD form with a PDF attachment and two preferred options (unless
 * the caller chose them), consents and submits; ends on Appointment Request Sent.
 */
export async function submitOpdForm(
  page: Page,
  phone: string,
  options: { preferredChosen?: boolean } = {},
): Promise<void> {
  if (!options.preferredChosen) await choosePreferredOptions(page);
  await fillPatient(page, phone);
  await page.getByLabel('Reason for Consultation').fill('Itchy rash for two weeks');
  await page.getByTestId('upload-input').setInputFiles(samplePdf);
  await expect(page.getByText('referral.pdf (2 KB)')).toBeVisible();
  await page.getByText(/I consent to the collection/).click();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/app\/appointment\/opd\/.+\/complete$/);
  await expect(page.getByRole('heading', { name: 'Appointment Request Sent' })).toBeVisible();
}
