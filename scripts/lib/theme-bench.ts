/**
 * Measures a light↔dark switch on the clinic schedule in headless Chromium:
 * the renderer main thread's task time (Chrome DevTools Protocol
 * Performance.getMetrics) from a real pointer click on the theme toggle until
 * two animation frames later, when the new theme has been styled, laid out
 * and painted.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/support/chromium';
import type { BenchWeek } from './theme-bench-server';

/** Main-thread cost of one switch, in ms. */
export interface SwitchSample {
  taskMs: number;
  styleMs: number;
  layoutMs: number;
}

/** One page under test: where it is served and which theming it must be running. */
export interface BenchTarget {
  url: string;
  /** 'provider' pages carry the bench seam's mark on <html>; 'css' pages must not. */
  expect: 'css' | 'provider';
}

export interface ThemeSwitchRun {
  /** Samples per target, in the order given. */
  samples: SwitchSample[][];
  /** The first switch per target (cold: the provider swap injects the other theme's classes then). */
  first: SwitchSample[];
  /** The same wait without a click: what the measuring itself costs. */
  floor: SwitchSample[];
  /**
   * A forced restyle of every element of the first target's page (a custom
   * property set on <html>, which every element inherits), measured the same
   * way between its switches: the same-run yardstick the switch is gated
   * against, so a slower or busier host moves both alike.
   */
  restyle: SwitchSample[];
  /** Calendar events on screen per target (must match: same page, same data). */
  events: number[];
}

const metricNames = { taskMs: 'TaskDuration', styleMs: 'RecalcStyleDuration', layoutMs: 'LayoutDuration' } as const;

async function readMetrics(cdp: CDPSession): Promise<SwitchSample> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    taskMs: value(metricNames.taskMs),
    styleMs: value(metricNames.styleMs),
    layoutMs: value(metricNames.layoutMs),
  };
}

const diff = (a: SwitchSample, b: SwitchSample): SwitchSample => ({
  taskMs: b.taskMs - a.taskMs,
  styleMs: b.styleMs - a.styleMs,
  layoutMs: b.layoutMs - a.layoutMs,
});

const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

interface OpenPage {
  page: Page;
  cdp: CDPSession;
  toggle: { x: number; y: number };
}

/** Signs in as clinic staff (as the login page would) and opens the filled week. */
async function openSchedule(
  browser: Browser,
  target: BenchTarget,
  week: BenchWeek,
  tenant: string,
): Promise<{ open: OpenPage; events: number }> {
  const context = await browser.newContext({
    baseURL: target.url,
    colorScheme: 'light',
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const manifest = JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as {
    api: { authorization: string };
  };
  await page.request.get('/api/v1/xsrf');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await page.request.post('/api/v1/access/authenticate', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Authorization: manifest.api.authorization },
    data: { email: `clinic@${tenant}.demo`, password: 'Demo@1234', clientName: tenant },
  });
  if (login.status() !== 200) throw new Error(`clinic sign-in failed on ${target.url}: ${login.status()}`);
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  await page.goto(
    `/app/schedule/clinic/provider/${encodeURIComponent(week.providerId)}?date=${week.monday}&unit=${week.unitId}`,
  );
  await page.locator('[data-ndays="7"] .sx__event').first().waitFor({ timeout: 60_000 });
  // Let lazy chunks, fonts and the first queries settle before anything is measured.
  await page.waitForLoadState('networkidle');
  const events = await page.locator('.sx__event').count();
  const marked = (await page.locator('html').getAttribute('data-theme-bench')) === 'provider';
  if (marked !== (target.expect === 'provider')) {
    throw new Error(`${target.url} does not run the ${target.expect} theming`);
  }
  const button = page
    .getByRole('button', { name: /^Switch to (dark|light) theme$/ })
    .filter({ visible: true })
    .first();
  const box = await button.boundingBox();
  if (!box) throw new Error('theme toggle not found');
  const cdp = await context.newCDPSession(page);
  // Thread ticks: the main thread's own CPU time, so other work on a shared machine adds less noise.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return { open: { page, cdp, toggle: { x: box.x + box.width / 2, y: box.y + box.height / 2 } }, events };
}

/** One switch the way a user makes it: a pointer click on the toggle, then two frames. */
async function switchOnce(open: OpenPage, click = true): Promise<SwitchSample> {
  const before = await open.page.evaluate(() => document.documentElement.dataset.theme);
  const start = await readMetrics(open.cdp);
  if (click) await open.page.mouse.click(open.toggle.x, open.toggle.y);
  await twoFrames(open.page);
  const end = await readMetrics(open.cdp);
  const after = await open.page.evaluate(() => document.documentElement.dataset.theme);
  if (click && after === before) throw new Error('the click did not switch the theme');
  return diff(start, end);
}

/** Sets an inherited custom property no rule reads on <html>: the browser restyles every element, nothing else changes. */
async function restyleOnce(open: OpenPage, round: number): Promise<SwitchSample> {
  const start = await readMetrics(open.cdp);
  await open.page.evaluate(
    (n) => document.documentElement.style.setProperty('--theme-bench-restyle', String(n)),
    round,
  );
  await twoFrames(open.page);
  return diff(start, await readMetrics(open.cdp));
}

/**
 * Opens every target in its own browser context and switches them in turn
 * (interleaved, so load from other processes falls on all alike).
 */
export async function measureThemeSwitch(
  targets: BenchTarget[],
  week: BenchWeek,
  options: { tenant: string; warmup?: number; switches?: number },
): Promise<ThemeSwitchRun> {
  const { tenant, warmup = 4, switches = 20 } = options;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const opened: OpenPage[] = [];
    const events: number[] = [];
    for (const target of targets) {
      const { open, events: n } = await openSchedule(browser, target, week, tenant);
      opened.push(open);
      events.push(n);
    }
    const first: SwitchSample[] = [];
    for (const open of opened) first.push(await switchOnce(open));
    for (let i = 1; i < warmup; i += 1) for (const open of opened) await switchOnce(open);
    const samples: SwitchSample[][] = targets.map(() => []);
    const floor: SwitchSample[] = [];
    const restyle: SwitchSample[] = [];
    for (let i = 0; i < warmup; i += 1) await restyleOnce(opened[0]!, -1 - i);
    for (let i = 0; i < switches; i += 1) {
      for (const [k, open] of opened.entries()) samples[k]!.push(await switchOnce(open));
      floor.push(await switchOnce(opened[0]!, false));
      restyle.push(await restyleOnce(opened[0]!, i));
    }
    return { samples, first, floor, restyle, events };
  } finally {
    await browser.close();
  }
}
