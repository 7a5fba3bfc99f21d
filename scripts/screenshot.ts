/**
 * Developer aid: screenshots pages for several tenants in light and dark.
 * Usage: tsx scripts/screenshot.ts <baseUrl> <outDir> <path…> [--tenants a,b] [--width 1280]
 * A path may contain {tenant}, replaced by each tenant id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = args[i + 1] ?? fallback;
  args.splice(i, 2);
  return value;
};
const tenants = flag('tenants', 'ava-sg,lumina-my,sehat-id,harbour-hk,meridian-sg').split(',');
const width = Number(flag('width', '1280'));
const [baseUrl, outDir, ...pagePaths] = args;
if (!baseUrl || !outDir || pagePaths.length === 0) throw new Error('usage: screenshot.ts <baseUrl> <outDir> <path…>');

const browser = await chromium.launch(chromiumLaunchOptions());
fs.mkdirSync(outDir, { recursive: true });
for (const tenant of tenants) {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ colorScheme: scheme, viewport: { width, height: 900 } });
    for (const p of pagePaths) {
      const url = baseUrl + p.replaceAll('{tenant}', tenant);
      await page.goto(url, { waitUntil: 'networkidle' });
      const name = `${tenant}-${scheme}-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await page.close();
  }
}
await browser.close();
