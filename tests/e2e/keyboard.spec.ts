import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectVisibleFocus, focused, tabTo } from '../support/keyboard';
import { apiSignIn } from '../support/login';
import { mcuAwaitingSessions, openNewMcuForm } from '../support/session-picker';

/**
 * Keyboard-only journeys (docs/decisions/0014-accessibility-matrix.md): no mouse, only Tab, arrows,
 * Enter, Space and typing, with a visible focus ring at every stop. Set-up a
 * journey does not cover (an MCU form to pick sessions for) is done in a
 * separate browser context, so the journey's own page never sees a click.
 */
const tenant = 'ava-sg';

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
}

test('login: Tab order is email, password, show password, Sign In; Enter submits and lands on the inbox', async ({
  page,
}) => {
  await inEnglish(page);
  await page.goto(`/app/${tenant}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toEmail = await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith('User ID'), 'the e-mail field');
  // Nothing but the skip link and the page's own controls come before the form.
  expect(toEmail.length).toBeLessThanOrEqual(6);
  await page.keyboard.type(`patient@${tenant}.demo`);
  const order = await tabTo(page, (f) => f.tag === 'button' && f.name === 'Sign In', 'Sign In');
  expect(order.map((f) => f.name)).toEqual(['Password', 'Show Password', 'Sign In']);
  // Back to the password and type it; Enter in a field submits the form.
  await tabTo(page, (f) => f.name === 'Password', 'the password field', { back: true });
  await page.keyboard.type('Demo@1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/patient$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
});

/** An MCU form with nothing answered yet, made in another context; returns its address. */
async function blankMcuForm(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openNewMcuForm(page, tenant);
  const url = new URL(page.url()).pathname;
  await context.close();
  return url;
}

test('MCU form: Tab reaches the unanswered Gender group at its first radio, arrows choose, Tab leaves', async ({
  page,
  browser,
}) => {
  const form = await blankMcuForm(browser);
  await inEnglish(page);
  // The form takes Gender from My Account: this patient's profile has none, so the group is unanswered.
  await page.route('**/users/v1/user/profile', async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { ...answer, data: { ...answer.data, gender: null } } });
  });
  await apiSignIn(page, tenant);
  await page.goto(form);
  const gender = page.getByRole('radiogroup', { name: 'Gender' });
  await expect(gender.getByRole('radio')).toHaveCount(2);
  await expect(gender.getByRole('radio', { checked: true })).toHaveCount(0);
  // The date pickers are drawn first and made operable when their code arrives; Tab order counts them only then (on
  // a busy machine that was after the Tab below, and Shift+Tab came back to a date field instead).
  await expect(page.locator('[data-loading-placeholder]')).toHaveCount(0);
  // Start from the field just before the group, then keyboard only.
  await page.getByLabel('Full Name').focus();
  await page.keyboard.press('Tab');
  expect(await expectVisibleFocus(page, 'the first Gender radio')).toMatchObject({ role: 'radio', name: 'Male' });
  await page.keyboard.press('ArrowRight');
  await expect(gender.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(gender.getByRole('radio', { name: 'Female' })).toBeFocused();
  // One Tab leaves the group; Shift+Tab comes back to the chosen radio.
  await page.keyboard.press('Tab');
  expect((await focused(page)).role).not.toBe('radio');
  await page.keyboard.press('Shift+Tab');
  await expect(gender.getByRole('radio', { name: 'Female' })).toBeFocused();
});

/** In the calendar: Enter on the focused day, moving right with the arrow until a day opens its sessions. */
async function pickDayByArrows(page: Page): Promise<void> {
  await tabTo(page, (f) => f.inside.includes('grid'), 'the calendar');
  const sessions = page.getByRole('group', { name: 'Select Preferred Session(s)' });
  for (let i = 0; i < 62; i += 1) {
    await page.keyboard.press('Enter');
    if (await sessions.getByRole('button').filter({ hasNotText: '*' }).and(page.locator(':not([disabled])')).count()) {
      return;
    }
    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(page, 'a calendar day');
  }
  throw new Error('no day with a free session within two months');
}

/** Tab into the day's sessions and press Space on the first free one. */
async function pickFreeSession(page: Page): Promise<string> {
  const stop = await tabTo(
    page,
    (f) => f.inside.includes('Select Preferred Session(s)') && !f.name.includes('*'),
    'a free session',
  );
  await page.keyboard.press('Space');
  const chosen = stop.at(-1)?.name ?? '';
  await expect(
    page
      .getByRole('group', { name: 'Select Preferred Session(s)' })
      .getByRole('button', { name: chosen, pressed: true }),
  ).toBeVisible();
  return chosen;
}

test('MCU session picker: two sessions chosen with arrows, Enter and Space, then submitted', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const form = await mcuAwaitingSessions(browser, tenant, '91234567');
  await inEnglish(page);
  await apiSignIn(page, tenant);
  await page.goto(form);
  await expect(page.getByText('Please select TWO preferred sessions')).toBeVisible();

  for (const option of [1, 2]) {
    await pickDayByArrows(page);
    await pickFreeSession(page);
    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Next', 'Next');
    await page.keyboard.press('Enter');
    await expect(page.getByText(new RegExp(`^Option ${option}: `))).toBeVisible();
  }
  await tabTo(page, (f) => f.tag === 'button' && f.name === 'Submit', 'Submit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/appointment\/mcu\/.+\/complete$/);
});

/** Opens the focused react-aria Select with the arrow key and takes its first option with Enter. */
async function chooseFirstOption(page: Page): Promise<void> {
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectVisibleFocus(page, 'an option');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

const field = (name: string) => (f: { tag: string; name: string }) =>
  f.tag === 'input' && f.name.replace(/\s*\*$/, '') === name;

test('PAF step 1 (payor) to step 2 (patient), and the patient section filled, all by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await inEnglish(page);
  await apiSignIn(page, tenant, 'specialist');
  await page.goto('/app/paf');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Step 1: the payor (the only required field), then NEXT.
  await tabTo(page, (f) => f.tag === 'button' && /Payor/.test(f.name), 'the Payor select');
  await chooseFirstOption(page);
  await tabTo(page, (f) => f.tag === 'button' && f.name === 'NEXT', 'NEXT');
  await page.keyboard.press('Enter');
  const patient = page.getByRole('region', { name: 'Section A: Patient Information' });
  await expect(patient).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Patient' }).first()).toHaveAttribute(
    'aria-current',
    'step',
  );

  // Step 2: Section A's required fields, each reached with Tab.
  await tabTo(page, field('First Name'), 'First Name');
  await page.keyboard.type('Mei');
  await tabTo(page, field('Last Name'), 'Last Name');
  await page.keyboard.type('Tan');
  await tabTo(page, (f) => f.tag === 'button' && /Identification Document Type/.test(f.name), 'the document type');
  await chooseFirstOption(page);
  await tabTo(page, field('Identification Number'), 'Identification Number');
  await page.keyboard.type('T1234567J');
  // A radio group is one Tab stop; the arrow keys move the choice.
  await tabTo(page, (f) => f.inside.includes('radiogroup'), 'the gender radios');
  await page.keyboard.press('ArrowDown');
  await expect(patient.getByRole('radio', { checked: true }).first()).toBeAttached();
  await tabTo(page, (f) => f.role === 'spinbutton' || f.inside.includes('Date of Birth'), 'the date of birth');
  await page.keyboard.type('03031980');
  await tabTo(page, field('E-mail Address'), 'E-mail Address');
  await page.keyboard.type('mei.tan@example.com');
  await tabTo(page, (f) => f.tag === 'input' && /Mobile Number/.test(f.name), 'Mobile Number');
  await page.keyboard.type('91234567');
  await tabTo(page, (f) => f.tag === 'button' && f.name === 'NEXT', 'NEXT');
  await page.keyboard.press('Enter');
  // The section is accepted: the signature QR for the patient follows.
  await expect(page.locator('[data-testid^="signing-link-"]').first()).toBeAttached();
});
