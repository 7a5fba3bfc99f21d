/**
 * The bench's one server, one browser and its signed-in pages: the built
 * portal on a free port with seeded in-memory data (lighthouse-run's
 * startPortal), Debian's Chromium, and the CPU slowdown calibrated as the
 * Lighthouse bench calibrates it, so "the project's calibrated slowdown" is
 * one figure for both.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { cpuSlowdownFor } from './lighthouse-gate';
import { steadyIndex } from './bench-calibration';
import { cpuTimeBenchmarkIndex, type CpuTimeIndex } from './lighthouse-cpu-time';
import { freePort, launchChrome, signIn, startPortal, type Portal } from './lighthouse-run';
import { observeInteractions } from './interaction-measure';

export interface BenchSession {
  portal: Portal;
  browser: Browser;
  index: CpuTimeIndex;
  /** The CPU slowdown every measured step runs at. */
  cpuRate: number;
  /** A fresh signed-in page of `width` px (English, light), on `path` of the portal. */
  open: (options: { tenant: string; role: string; width: number; path?: (link: string) => string }) => Promise<Page>;
  stop: () => Promise<void>;
}

/** Phone and desktop widths the issue names; the heights are a common phone's and a laptop's. */
export const viewports = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 900 } } as const;

/**
 * How long the portal may take to answer first: under scripts/cpu-halved.sh on a
 * busy host, 120 s (Lighthouse's limit) was seen to run out before the server answered.
 */
export const portalStartLimitMs = 300_000;

/**
 * `cpuRate`, when given, replaces the calibrated slowdown: a before/after comparison runs both
 * builds at one rate, since two calibrations minutes apart differ by ±10 % on a quiet host.
 */
export async function startBenchSession(dist: string, cpuRate?: number): Promise<BenchSession> {
  const portal = await startPortal(dist, await freePort(), portalStartLimitMs);
  const chrome = await launchChrome(portal.tls).catch(async (e: unknown) => {
    await portal.stop();
    throw e;
  });
  // Taken again while its thread-time and clock readings disagree; a host that never settles fails the bench
  // as too busy to measure (bench-calibration.ts). A fixed --cpu-rate needs no calibration to trust.
  const measure = () => cpuTimeBenchmarkIndex(chrome.port, pageFunctions.computeBenchmarkIndex);
  const index = await (cpuRate === undefined ? steadyIndex(measure) : measure()).catch(async (e: unknown) => {
    chrome.kill();
    await portal.stop();
    throw e;
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const open: BenchSession['open'] = async ({ tenant, role, width, path }) => {
    const { cookies, link } = await signIn(portal, tenant, role);
    const context = await browser.newContext({
      viewport: width === 390 ? viewports[390] : viewports[1280],
      colorScheme: 'light',
      ...(width === 390 ? { hasTouch: true, isMobile: true } : {}),
    });
    await context.addCookies(cookies.map((c) => ({ ...c, url: portal.base })));
    // Every interaction in English, whatever the tenant's default language (remembered per tenant).
    await context.addInitScript((id: string) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
    await observeInteractions(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const target = new URL(link, portal.base).pathname;
    await page.goto(portal.base + (path ? path(target) : target));
    return page;
  };
  return {
    portal,
    browser,
    index,
    cpuRate: cpuRate ?? cpuSlowdownFor(index.cpuIndex),
    open,
    stop: async () => {
      await browser.close().catch(() => undefined);
      chrome.kill();
      await portal.stop();
    },
  };
}
