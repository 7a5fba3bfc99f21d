import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../support/login';
import { choose, openOpdForm } from '../support/patient-forms';

/**
 * The OPD and MCU forms start with the signed-in patient's own
 * details from My Account (name, gender, birth date, e-mail, mobile), in the
 * tenant's language too, and what the patient types is theirs to keep.
 */

interface Item {
  value: string;
  preferred: string;
}
interface Profile {
  firstname: string;
  lastname: string;
  gender: 'Male' | 'Female' | null;
  birthday: string | null;
  email: Item[];
  contact_number: Item[];
}

const manifestOf = (tenant: string) =>
  JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as { api: { authorization: string } };

/** The form's own words for a field or an option in a language (the server sends English). */
function formWords(lng: string) {
  if (lng === 'en') return { field: (_: string, english: string) => english, option: (english: string) => english };
  const catalogue = JSON.parse(readFileSync(`locales/${lng}/form-engine.json`, 'utf8')) as {
    template: { fields: Record<string, string>; options: Record<string, string> };
  };
  return {
    field: (inputName: string, english: string) => catalogue.template.fields[inputName] ?? english,
    option: (english: string) => catalogue.template.options[english] ?? english,
  };
}

/** Signs in (English while walking to the form; the form page is then checked in `lng`). */
async function signIn(page: Page, tenant: string): Promise<void> {
  await page.goto(await apiSignIn(page, tenant));
  await setLanguage(page, tenant, 'en');
}

async function setLanguage(page: Page, tenant: string, lng: string): Promise<void> {
  await page.evaluate(([id, language]) => localStorage.setItem(`ava.locale.${id}`, language!), [tenant, lng]);
}

async function readProfile(page: Page, tenant: string): Promise<Profile> {
  const res = await page.request.get('/users/v1/user/profile', {
    headers: { Authorization: manifestOf(tenant).api.authorization },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Profile }).data;
}

const preferredOf = (items: Item[]) => (items.find((i) => i.preferred === 'true') ?? items[0])?.value ?? '';
const digits = (text: string) => text.replace(/\D/g, '');

/** Health Screening → first package → first location of the first country → the MCU form. */
async function openMcuForm(page: Page): Promise<void> {
  await page.goto('/app/health-screening');
  await expect(page.getByRole('heading', { level: 1, name: 'Find A Health Screening Package' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Location' })).toBeVisible();
  await choose(page, 'Country');
  await page
    .getByRole('article')
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/mcu\/patient\/client\/form\//);
}

/** Every profile value shows in its field, worded in `lng`. */
async function expectProfileValues(page: Page, profile: Profile, lng: string): Promise<void> {
  const words = formWords(lng);
  const fullName = page.getByRole('textbox', { name: words.field('fullName', 'Full Name'), exact: true });
  await expect(fullName).toHaveValue(`${profile.firstname} ${profile.lastname}`);
  const gender = page.getByRole('radiogroup', { name: words.field('gender', 'Gender') });
  expect(profile.gender).not.toBeNull();
  await expect(gender.getByRole('radio', { name: words.option(profile.gender!) })).toBeChecked();
  const birthDate = page.getByRole('group', { name: words.field('dateOfBirth', 'Date of Birth') });
  const [year, month, day] = (profile.birthday ?? '').split('-').map(Number);
  await expect(birthDate.locator('[data-type="year"]')).toHaveAttribute('aria-valuenow', String(year));
  await expect(birthDate.locator('[data-type="month"]')).toHaveAttribute('aria-valuenow', String(month));
  await expect(birthDate.locator('[data-type="day"]')).toHaveAttribute('aria-valuenow', String(day));
  const email = page.getByRole('textbox', { name: words.field('email', 'Email'), exact: true });
  await expect(email).toHaveValue(preferredOf(profile.email));
  // The phone field shows the number in the tenant's national format: its digits end the profile's E.164 number.
  const mobile = page.getByRole('textbox', { name: new RegExp(words.field('phoneNumber', 'Mobile Number')) });
  await expect
    .poll(async () => digits(preferredOf(profile.contact_number)).endsWith(digits(await mobile.inputValue())))
    .toBe(true);
  expect(digits(await mobile.inputValue()).length).toBeGreaterThanOrEqual(7);
}

test('ava-sg patient: the OPD and MCU forms start with the My Account details', async ({ page }) => {
  await signIn(page, 'ava-sg');
  const profile = await readProfile(page, 'ava-sg');
  await openOpdForm(page);
  await expectProfileValues(page, profile, 'en');
  await openMcuForm(page);
  await expectProfileValues(page, profile, 'en');
});

test('sehat-id patient, in Indonesian: the OPD and MCU forms start with the My Account details', async ({ page }) => {
  await signIn(page, 'sehat-id');
  const profile = await readProfile(page, 'sehat-id');
  await openOpdForm(page);
  const opd = page.url();
  await openMcuForm(page);
  const mcu = page.url();
  await setLanguage(page, 'sehat-id', 'id');
  for (const form of [opd, mcu]) {
    await page.goto(form);
    await expectProfileValues(page, profile, 'id');
  }
});

test('a value the patient types is kept, even when the profile answers after it (ava-sg)', async ({ page }) => {
  await signIn(page, 'ava-sg');
  // My Account answers slowly: the patient starts typing before the details arrive.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/users/v1/user/profile', async (route) => {
    await held;
    await route.continue();
  });
  await openOpdForm(page);
  const fullName = page.getByRole('textbox', { name: 'Full Name', exact: true });
  await fullName.fill('Someone Else');
  release();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveValue('');
  await expect(fullName).toHaveValue('Someone Else');
  // A prefilled value can be changed like any other.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone.else@example.com');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('someone.else@example.com');
});
