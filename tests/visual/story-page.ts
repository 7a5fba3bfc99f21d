import type { Browser, Page } from '@playwright/test';
import { storyUrl, type VisualJob } from '../../scripts/lib/visual-jobs';

type Mode = Pick<VisualJob, 'tenant' | 'theme'>;

// Freeze everything that moves; the caret blinks and would make screenshots flaky.
const freezeCss = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}`;

/** The part of Storybook's StoryRender the wait reads (preview internals, stable since 7). */
interface StoryRenderState {
  phase?: string;
  isPreparing: () => boolean;
  isPending: () => boolean;
}

interface StoryChannel {
  once: (event: string, listener: () => void) => void;
  emit: (event: string, payload: unknown) => void;
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
      // (No named helper here: a transpiler may wrap it in __name, which the page does not have.)
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

/**
 * One page per worker that remembers which story it shows. Tests of one story
 * run in order on one worker, so only the first mode of a story loads the
 * page; the others switch tenant and theme in place.
 */
export class StoryPage {
  private shown: string | undefined;

  private constructor(readonly page: Page) {}

  static async open(browser: Browser): Promise<StoryPage> {
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
    return new StoryPage(await context.newPage());
  }

  /** Shows the job's story in its tenant and theme, ready for a screenshot. */
  async show(base: string, job: VisualJob): Promise<void> {
    const fresh = this.shown !== job.storyId;
    // Forgotten until the story has settled: after a failure the next job loads afresh.
    this.shown = undefined;
    if (fresh) {
      // First mode of a story: a fresh page load with tenant and theme in the `globals` URL parameter.
      await this.page.goto(storyUrl(base, job), { waitUntil: 'load' });
      await this.page.addStyleTag({ content: freezeCss });
      await settle(this.page, job);
    } else {
      await switchMode(this.page, job);
    }
    this.shown = job.storyId;
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }
}
