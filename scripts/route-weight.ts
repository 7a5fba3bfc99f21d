/**
 * The JavaScript a browser really fetches to show one route: loads the page in
 * headless Chromium, collects every script response, and sums their gzip size.
 * Usage: tsx scripts/route-weight.ts <url> [<url>…]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium';

export interface RouteWeight {
  url: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export async function measureRoutes(urls: string[]): Promise<RouteWeight[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const out: RouteWeight[] = [];
  for (const url of urls) {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const buffers = await Promise.all(bodies);
    out.push({
      url,
      files: buffers.length,
      rawBytes: buffers.reduce((n, b) => n + b.length, 0),
      gzipBytes: buffers.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    });
    await page.close();
  }
  await browser.close();
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureRoutes(process.argv.slice(2))) {
    console.log(
      `${r.url}: ${r.files} scripts, ${(r.rawBytes / 1024).toFixed(1)} KB raw, ${(r.gzipBytes / 1024).toFixed(1)} KB gzip`,
    );
  }
}
