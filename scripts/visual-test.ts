/**
 * Offline visual regression test: every story × tenant × theme is screenshot
 * in headless Chromium and compared with tests/visual/baselines.
 *
 *   npm run test:visual                 build Storybook, compare
 *   npm run test:visual -- --no-build   reuse storybook-static
 *   npm run test:visual -- --update     write (and prune) baselines
 *   npm run test:visual -- --filter ui-button
 *   npm run test:visual -- --axe        also run axe (WCAG A/AA) on each story,
 *                                       default tenant, light and dark
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { axeViolations } from './lib/visual-axe';
import { comparePngs } from './lib/visual-compare';
import {
  buildJobs,
  groupByStory,
  readTenants,
  storyUrl,
  type StoryIndexEntry,
  type VisualJob,
} from './lib/visual-jobs';
import { serveStatic } from './lib/visual-server';

const root = path.resolve(import.meta.dirname, '..');
const sharedStaticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'tests/visual/baselines');
const diffDir = path.join(root, 'test-results/visual');
const args = process.argv.slice(2);
const update = args.includes('--update');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? args[filterIndex + 1] : undefined;
const withAxe = args.includes('--axe');
const workers = 2;

// Freeze everything that moves; the caret blinks and would make screenshots flaky.
const freezeCss = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}`;

/**
 * Builds into a folder of this run's own: storybook-static is shared with
 * `npm run build-storybook` and Chromatic, and a build running beside this
 * test would swap files under the browser.
 */
function buildStorybook(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-visual-storybook-'));
  const result = spawnSync('npx', ['storybook', 'build', '-o', outDir, '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) throw new Error('storybook build failed');
  return outDir;
}

type Mode = Pick<VisualJob, 'tenant' | 'theme'>;

/** The part of Storybook's StoryRender the wait reads (preview internals, stable since 7). */
interface StoryRenderState {
  phase?: string;
  isPreparing: () => boolean;
  isPending: () => boolean;
}

/** Resolves when the story shows `mode`, fonts are in and two frames have painted. */
async function settle(page: Page, mode: Mode): Promise<void> {
  const state = await page.waitForFunction(
    ({ tenant, theme }) => {
      const body = document.body;
      if (body.classList.contains('sb-show-errordisplay')) return 'error';
      const html = document.documentElement;
      // Content in the root, or in a portal (dialogs, popups) next to it; a story that
      // suspends (lazy strings) has "rendered" for Storybook but shows nothing yet.
      // (No named helper here: tsx would wrap it in __name, which the page does not have.)
      const hasContent =
        (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 ||
        [...body.children].some(
          (el) =>
            el.tagName !== 'SCRIPT' &&
            !el.id.startsWith('storybook') &&
            !el.className.toString().startsWith('sb-') &&
            el.childElementCount > 0,
        );
      const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: StoryRenderState } })
        .__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.phase === 'errored') return 'error';
      const ready =
        body.classList.contains('sb-show-main') &&
        render !== undefined &&
        !render.isPreparing() &&
        !render.isPending() &&
        hasContent &&
        // Code still loading behind a look-alike (the date picker).
        !document.querySelector('[data-loading-placeholder]') &&
        html.dataset.theme === theme &&
        html.dataset.tenant === tenant;
      return ready ? 'ok' : false;
    },
    mode,
    { timeout: 20_000 },
  );
  if ((await state.jsonValue()) === 'error') {
    const message = await page.locator('#error-message').textContent();
    throw new Error(`story failed to render: ${message ?? 'unknown error'}`);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** First mode of a story: a fresh page load with tenant and theme in the `globals` URL parameter. */
async function openStory(page: Page, base: string, job: VisualJob): Promise<void> {
  await page.goto(storyUrl(base, job), { waitUntil: 'load' });
  await page.addStyleTag({ content: freezeCss });
  await settle(page, job);
}

/**
 * Later modes of the same story switch globals in place, as the toolbar does:
 * a page load costs about twenty times more. The preview remounts the story
 * on a tenant switch, so no state carries over from the previous tenant.
 */
async function switchMode(page: Page, mode: Mode): Promise<void> {
  const outcome = await page.evaluate(
    ({ tenant, theme }) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        channel.once('storyRendered', () => resolve('ok'));
        channel.once('storyErrored', () => resolve('error'));
        channel.once('storyThrewException', () => resolve('error'));
        setTimeout(() => resolve('timeout'), 20_000);
        channel.emit('updateGlobals', { globals: { tenant, theme } });
      }),
    mode,
  );
  if (outcome !== 'ok') throw new Error(`story did not re-render for ${mode.tenant} ${mode.theme}: ${outcome}`);
  await settle(page, mode);
}

interface StoryChannel {
  once: (event: string, listener: () => void) => void;
  emit: (event: string, payload: unknown) => void;
}

const screenshot = (page: Page) => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });

async function run(): Promise<number> {
  const started = Date.now();
  const reuse = args.includes('--no-build') && fs.existsSync(path.join(sharedStaticDir, 'index.json'));
  const staticDir = reuse ? sharedStaticDir : buildStorybook();
  const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryIndexEntry>;
  };
  const tenants = readTenants(path.join(root, 'tenants'));
  const jobs = buildJobs(index.entries, tenants, filter);
  fs.mkdirSync(baselineDir, { recursive: true });
  fs.rmSync(diffDir, { recursive: true, force: true });

  const server = await serveStatic(staticDir);
  const browser: Browser = await chromium.launch(chromiumLaunchOptions());
  let passed = 0;
  let written = 0;
  let axeRuns = 0;
  const failures: string[] = [];
  const queue = groupByStory(jobs);

  function check(job: VisualJob, actual: Buffer): void {
    const baseline = path.join(baselineDir, job.name);
    if (update) {
      const unchanged = fs.existsSync(baseline) && comparePngs(fs.readFileSync(baseline), actual).same;
      if (!unchanged) {
        fs.writeFileSync(baseline, actual);
        written += 1;
      }
      passed += 1;
    } else if (!fs.existsSync(baseline)) {
      failures.push(`${job.name}: no baseline (run with --update)`);
    } else {
      const result = comparePngs(fs.readFileSync(baseline), actual);
      if (result.same) {
        passed += 1;
      } else {
        fs.mkdirSync(diffDir, { recursive: true });
        fs.writeFileSync(path.join(diffDir, job.name), actual);
        if (result.diffPng) {
          fs.writeFileSync(path.join(diffDir, job.name.replace(/\.png$/, '.diff.png')), result.diffPng);
        }
        failures.push(`${job.name}: ${result.reason ?? `${(result.ratio * 100).toFixed(2)}% of pixels differ`}`);
      }
    }
  }

  async function worker(): Promise<void> {
    const context = await browser.newContext({
      viewport: { width: 800, height: 600 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      locale: 'en-GB',
      timezoneId: 'Asia/Singapore',
    });
    // Stories that show "today" (date pickers, session picker, calendars) must
    // look the same on every day the baselines are compared.
    await context.clock.setFixedTime(new Date('2026-11-23T10:00:00+08:00'));
    const page = await context.newPage();
    for (let group = queue.shift(); group; group = queue.shift()) {
      let fresh = true;
      for (const job of group) {
        try {
          if (fresh) await openStory(page, server.url, job);
          else await switchMode(page, job);
          fresh = false;
          check(job, await screenshot(page));
          if (withAxe && job.tenant === tenants.defaultId) {
            axeRuns += 1;
            for (const violation of await axeViolations(page)) failures.push(`${job.name}: axe ${violation}`);
          }
        } catch (error) {
          fresh = true;
          failures.push(`${job.name}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    await context.close();
  }

  try {
    await Promise.all(Array.from({ length: workers }, () => worker()));
  } finally {
    await browser.close();
    await server.close();
    if (!reuse) fs.rmSync(staticDir, { recursive: true, force: true });
  }

  if (update && !filter) {
    const expected = new Set(jobs.map((j) => j.name));
    for (const file of fs.readdirSync(baselineDir).filter((f) => f.endsWith('.png') && !expected.has(f))) {
      fs.rmSync(path.join(baselineDir, file));
      console.log(`removed stale baseline ${file}`);
    }
  }
  for (const failure of failures) console.error(`✗ ${failure}`);
  if (failures.length > 0) console.error(`actual screenshots and diffs: ${path.relative(root, diffDir)}/`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `${jobs.length} screenshots (${new Set(jobs.map((j) => j.storyId)).size} stories) in ${seconds}s` +
      (update ? `, ${written} baselines written` : '') +
      (withAxe ? `, axe on ${axeRuns}` : ''),
  );
  console.log(`visual: ${passed} passed, ${failures.length} failed`);
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = await run();
