import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiSignIn } from '../support/login';
import {
  calendarDays,
  findFreeSession,
  mcuAwaitingSessions,
  pickerNext,
  sessionButtons,
} from '../support/session-picker';

/**
 * Once the two preferred sessions are chosen, the other days must
 * stop looking and acting available (aria-disabled, struck through, a hint
 * saying why); deleting a choice gives them back.
 */
const tenant = 'ava-sg';
const hint =
  /Two sessions chosen, the most you can pick\. To choose another day, delete or edit one under Selected sessions\./;

/** Indexes of the shown month's days that can be chosen. */
async function openDays(page: Page): Promise<number[]> {
  const flags = await calendarDays(page).evaluateAll((cells) =>
    cells.map((c) => c.getAttribute('aria-disabled') !== 'true'),
  );
  return flags.flatMap((open, i) => (open ? [i] : []));
}

test('after two picks the other days are disabled with a hint; deleting one makes them available again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const form = await mcuAwaitingSessions(browser, tenant, '91234567');
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  await apiSignIn(page, tenant);
  await page.goto(form);
  await expect(page.getByText('Please select TWO preferred sessions')).toBeVisible();
  // Near a month's end the month shown may keep only one open day once two are picked: start in the next one.
  const ahead = calendarDays(page).and(page.locator(':not([aria-disabled="true"]):not([aria-label^="Today"])'));
  if ((await ahead.count()) < 4) await page.getByRole('button', { name: 'Next month' }).click();

  await (await findFreeSession(page)).click();
  await pickerNext(page).click();
  await (await findFreeSession(page)).click();
  // The days open while one choice is still to go (the month stays put when Next closes the day).
  const before = await openDays(page);
  expect(before.length).toBeGreaterThan(1);
  await expect(page.getByText(hint)).toHaveCount(0);
  await pickerNext(page).click();
  await expect(page.getByText(/^Option 2: /)).toBeVisible();

  // Limit reached: every one of those days is now disabled, and the page says why.
  for (const i of before) await expect(calendarDays(page).nth(i)).toHaveAttribute('aria-disabled', 'true');
  expect(await openDays(page)).toEqual([]);
  await expect(page.getByText(hint)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: hint })).toHaveCount(1);
  // A day that was open but holds neither choice (near a month's end both picks can fall on the last open day).
  const chosen = await calendarDays(page).evaluateAll((cells) =>
    cells.map((c) =>
      (c.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .some((id) => /your choice/i.test(document.getElementById(id)?.textContent ?? '')),
    ),
  );
  const unchosen = before.filter((i) => !chosen[i]);
  expect(unchosen.length).toBeGreaterThan(0);
  const day = calendarDays(page).nth(unchosen[unchosen.length - 1]!);
  // Screen readers hear why on the day itself.
  await expect(day).toHaveAccessibleDescription(/limit reached/i);
  await expect(page.getByRole('application', { name: /^Select a Date/ })).toHaveAccessibleDescription(hint);
  // Neither a click nor Enter opens it.
  await day.click({ force: true });
  await expect(sessionButtons(page)).toHaveCount(0);
  await day.focus();
  await page.keyboard.press('Enter');
  await expect(sessionButtons(page)).toHaveCount(0);
  await expect(page.getByText('Choose a date to see its sessions.')).toHaveCount(0);
  await expectNoAxeViolations(page, 'session picker at its limit (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page, 'session picker at its limit (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  // Deleting a choice gives the days back.
  await page.getByRole('button', { name: 'Delete option 2' }).click();
  await expect(page.getByText(hint)).toHaveCount(0);
  for (const i of before) await expect(calendarDays(page).nth(i)).not.toHaveAttribute('aria-disabled', 'true');
  await day.click();
  await expect(sessionButtons(page).first()).toBeVisible();
});
