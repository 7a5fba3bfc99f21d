import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it from
 * reaching for Google's services, which this machine's closed network refuses.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumExecutable, args: chromiumArgs, headless: true };
}
