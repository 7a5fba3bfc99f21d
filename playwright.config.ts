import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 4319);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const perTenantPort = Number(process.env.E2E_TENANT_PORT ?? 4320);
/** Where scripts/e2e-server.mjs writes the server's log (read by the signing journey's log check). */
export const serverLogFile = process.env.E2E_SERVER_LOG ?? join(tmpdir(), `ava-e2e-server-${port}.log`);
/** harbour-hk's own per-tenant bundle, served on its own origin as a client would deploy it. */
export const perTenantURL = `http://127.0.0.1:${perTenantPort}`;

/**
 * Journeys run in Debian's Chromium against the reference server serving the
 * built runtime bundle (scripts/e2e-server.mjs builds what is missing).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.PW_REPORTER ?? 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: `node scripts/e2e-server.mjs --port ${port}`,
          env: { E2E_SERVER_LOG: serverLogFile },
          url: `${baseURL}/app/`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          stdout: 'pipe',
        },
        {
          command: `node scripts/e2e-tenant-server.mjs --tenant harbour-hk --port ${perTenantPort}`,
          url: `${perTenantURL}/app/`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
        },
      ],
});
