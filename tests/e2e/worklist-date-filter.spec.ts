import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../support/login';

/**
 * docs/decisions/0086-the-worklist-date-filter.md: the worklist's date filter asked the server on every keystroke
 * (startDate 0002-11-01,
 * 0020-11-01… three 400s and "篩選失敗。"), and an end before the start was silently ignored. It acts on
 * a complete, valid date only and says why a range is refused, in the page's language.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** Every worklist call the page makes, with its date filter and status. */
function watchWorklist(page: Page) {
  const calls: Array<{ startDate?: string; endDate?: string; status: number }> = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.includes('/worklist/')) return;
    const body = (request.postDataJSON() ?? {}) as { startDate?: string; endDate?: string };
    calls.push({ startDate: body.startDate, endDate: body.endDate, status: response.status() });
  });
  return calls;
}

/** Types a day into a date field segment by segment, as a person does. */
async function typeDay(page: Page, group: string, digits: string) {
  const segments = page.getByRole('group', { name: group }).getByRole('spinbutton');
  await segments.first().click();
  await page.keyboard.type(digits, { delay: 30 });
}

for (const { tenant, locale, from, to, range, resetLabel, reversed } of [
  {
    tenant: 'ava-sg',
    locale: 'en',
    from: 'From',
    to: 'To',
    range: 'Date range',
    resetLabel: 'Reset',
    reversed: 'The end date cannot be before the start date.',
  },
  {
    tenant: 'harbour-hk',
    locale: 'zh-HK',
    from: '由',
    to: '至',
    range: '日期範圍',
    resetLabel: '重設',
    reversed: '結束日期不可早於開始日期。',
  },
] as const) {
  test(`${tenant} (${locale}): the date filter sends whole dates only and says why a range is refused`, async ({
    page,
  }) => {
    await page.addInitScript(([id, lng]) => localStorage.setItem(`ava.locale.${id}`, lng), [tenant, locale] as const);
    await page.goto(await apiSignIn(page, tenant, 'clinic'));
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('group', { name: from })).not.toHaveAttribute('aria-disabled', 'true');
    const calls = watchWorklist(page);

    // The field's own order of day, month and year: whatever it is, the digits of 2026-11-10 in it.
    const order = await page
      .getByRole('group', { name: from })
      .getByRole('spinbutton')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-type') ?? ''));
    const parts: Record<string, string> = { day: '10', month: '11', year: '2026' };
    await typeDay(page, from, order.map((type) => parts[type] ?? '').join(''));
    // Polls may repeat the applied filter; no call carries a year still being typed.
    await expect.poll(() => calls.filter((c) => c.startDate).length).toBeGreaterThan(0);
    expect([...new Set(calls.filter((c) => c.startDate).map((c) => c.startDate))]).toEqual(['2026-11-10']);

    const endParts: Record<string, string> = { day: '01', month: '11', year: '2026' };
    await typeDay(page, to, order.map((type) => endParts[type] ?? '').join(''));
    await expect(page.getByText(reversed)).toBeVisible();
    // Refused, so not sent: the list still shows the range from the 10th on, and nothing failed.
    expect(calls.filter((c) => c.endDate)).toEqual([]);
    expect(calls.filter((c) => c.status >= 400)).toEqual([]);

    // Reset was a 36 × 19 px link: a target of at least 24 px now (44 on touch screens).
    const reset = page.getByRole('group', { name: range }).getByRole('button', { name: resetLabel, exact: true });
    const box = (await reset.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
  });
}
