import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { axeViolations } from '../../scripts/lib/visual-axe';
import { buildJobs, groupByStory, readTenants, type StoryIndexEntry } from '../../scripts/lib/visual-jobs';
import { root, storybookDir } from './serve-storybook';
import { StoryPage } from './story-page';

/**
 * Every story × tenant × theme, compared with its baseline in
 * tests/visual/baselines (tolerance and paths in ./playwright.config.ts).
 * VISUAL_FILTER keeps the stories whose id contains it; VISUAL_AXE=1 also runs
 * axe (WCAG A/AA) on each story in the default tenant, light and dark.
 */
const test = base.extend<object, { storyPage: StoryPage }>({
  // One page for the worker's life: a story's later modes switch in place.
  storyPage: [
    async ({ browser }, use) => {
      const storyPage = await StoryPage.open(browser);
      await use(storyPage);
      await storyPage.close();
    },
    { scope: 'worker' },
  ],
});

const indexFile = path.join(storybookDir, 'index.json');
// Listing runs before the global set-up, so a missing build lists no tests and the set-up reports it.
const entries = fs.existsSync(indexFile)
  ? (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, StoryIndexEntry> }).entries
  : {};
const tenants = readTenants(path.join(root, 'tenants'));
const withAxe = process.env.VISUAL_AXE === '1';

for (const group of groupByStory(buildJobs(entries, tenants, process.env.VISUAL_FILTER || undefined))) {
  const storyId = group[0]!.storyId;
  test.describe(storyId, () => {
    // The config runs describes in parallel; a story's modes stay together, in order, on one worker.
    test.describe.configure({ mode: 'default' });
    for (const job of group) {
      test(`${job.tenant} ${job.theme}`, async ({ storyPage }) => {
        await storyPage.show(process.env.VISUAL_BASE_URL!, job);
        await expect(storyPage.page).toHaveScreenshot(job.name, { fullPage: true });
        if (withAxe && job.tenant === tenants.defaultId) {
          expect(await axeViolations(storyPage.page), 'axe violations').toEqual([]);
        }
      });
    }
  });
}
