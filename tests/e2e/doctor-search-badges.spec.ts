import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiSignIn } from '../support/login';

/** The doctor search strings of a locale, as the user reads them. */
const searchStrings = (lng: string) =>
  JSON.parse(readFileSync(`locales/${lng}/doctor-search.json`, 'utf8')) as {
    form: { search: string };
    legend: { title: string; badge: string };
  };

/**
 * The panel badges on doctor results (LC, SM…) have a legend naming
 * each, and each badge says what it means to assistive tech, in the words the
 * legend uses. Codes and names come from the server's results.
 */
const runs = [
  { tenant: 'ava-sg', lng: 'en', scheme: 'light' },
  { tenant: 'lumina-my', lng: 'en', scheme: 'dark' },
  { tenant: 'harbour-hk', lng: 'zh-HK', scheme: 'dark' },
  { tenant: 'sehat-id', lng: 'id', scheme: 'light' },
] as const;

for (const run of runs) {
  test(`${run.tenant} (${run.lng}, ${run.scheme}): the legend names every badge on the results`, async ({ page }) => {
    const strings = searchStrings(run.lng);
    await page.emulateMedia({ colorScheme: run.scheme });
    await page.goto(await apiSignIn(page, run.tenant));
    await page.goto('/app/search-doctor');
    await page.getByRole('button', { name: strings.form.search, exact: true }).click();
    const results = page.getByRole('region', { name: /\d/ }).filter({ has: page.getByRole('article') });
    await expect(results.getByRole('article').first()).toBeVisible();

    const legend = page.getByRole('region', { name: strings.legend.title });
    await expect(legend).toBeVisible();
    const badges = results.getByRole('article').getByRole('listitem').getByRole('img');
    expect(await badges.count()).toBeGreaterThan(0);
    // "{{code}}: on the {{name}} panel" (or the locale's words) read back into code and name.
    const [before, between, after] = strings.legend.badge.split(/\{\{code\}\}|\{\{name\}\}/) as [
      string,
      string,
      string,
    ];
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const meaning = new RegExp(`^${escape(before)}(.+?)${escape(between)}(.+)${escape(after)}$`);
    for (const badge of await badges.all()) {
      const name = (await badge.getAttribute('alt')) ?? '';
      const [, code = '', payor = ''] = meaning.exec(name) ?? [];
      expect(code, `badge "${name}" reads as the legend's words`).toMatch(/^[A-Z]{2}$/);
      await expect(badge).toHaveAttribute('title', name);
      const entry = legend.getByRole('listitem').filter({ has: page.getByRole('img', { name: code, exact: true }) });
      await expect(entry).toHaveText(payor);
    }
    await expectNoAxeViolations(page, `doctor results with the badge legend (${run.tenant}, ${run.scheme})`);
  });
}
