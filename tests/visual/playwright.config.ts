import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../support/chromium';

/**
 * Visual regression over the built Storybook: every story × tenant × theme in
 * Debian's Chromium, compared with committed baselines by toHaveScreenshot.
 * Run through `npm run test:visual` (scripts/visual-test.ts builds Storybook
 * and prints the counted closing line) or directly after
 * `npm run build-storybook`: `npx playwright test -c tests/visual/playwright.config.ts`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  globalSetup: './serve-storybook.ts',
  outputDir: '../../test-results/visual',
  // Baselines are named <story>--<tenant>--<theme>.png, one folder, no platform suffix:
  // they are made and compared in the same Debian Chromium everywhere.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  // Baselines change only on purpose (`--update-snapshots`); a missing one fails.
  updateSnapshots: 'none',
  // Two cores: a worker each, one browser and one page per worker (tests/visual/stories.spec.ts).
  workers: 2,
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  reporter: 'dot',
  expect: {
    toHaveScreenshot: {
      // Visibly different when more than 0.1 % of the pixels differ beyond
      // pixelmatch's colour threshold 0.1: anti-aliasing noise passes.
      maxDiffPixelRatio: 0.001,
      threshold: 0.1,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
});
