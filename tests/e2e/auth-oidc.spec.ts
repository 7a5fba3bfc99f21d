import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openDb } from '../../server/db/client';
import { createAccount } from '../../server/db/create-account';
import { prepareDatabase } from '../../server/db/startup';
import { startTestOidcProvider, type TestOidcProvider } from '../../server/testing/oidc-provider';
import { loadTenants } from '../../server/tenants';

/**
 * docs/decisions/0063-partner-sign-on.md: meridian-sg signs in through its partner's OpenID provider on a
 * PRODUCTION-LIKE start
 * (no DEMO_MODE, so no demo logins and no demo partner page). The spec runs its own portal (port 4453, a
 * fresh PGlite folder, the built runtime bundle) and a real provider (oidc-provider, port 4454), pointing
 * meridian-sg's issuer at it through OIDC_ISSUER_MERIDIAN_SG as a deployment would.
 */
const portalPort = 4453;
const providerPort = 4454;
const portal = `http://127.0.0.1:${portalPort}`;
const member = 'member@meridian-assure.example';
const inboxTitle = (JSON.parse(readFileSync('locales/en/patient-inbox.json', 'utf8')) as { title: string }).title;

let idp: TestOidcProvider;
let server: ChildProcess | undefined;
let dataDir: string;

/**
 * Accounts are not made by signing on (docs/decisions/0063-partner-sign-on.md): the operator creates the member first
 * (accounts:create).
 */
async function prepareDatabaseWithMember(dir: string) {
  const handle = await openDb({ dir });
  try {
    await prepareDatabase(handle, loadTenants().all, { demo: false });
    await createAccount(handle.db, {
      tenantId: 'meridian-sg',
      roleId: 'patient',
      email: member,
      firstName: 'Mei Ling',
      lastName: 'Tan',
    });
  } finally {
    await handle.close();
  }
}

const portalAnswers = () =>
  fetch(`${portal}/app/`).then(
    (r) => r.ok,
    () => false,
  );

async function waitForPortal(): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error('the portal exited');
    if (await portalAnswers()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the portal did not start');
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A server left on the port would answer in this one's place and test old code.
  if (await portalAnswers()) throw new Error(`port ${portalPort} is already taken`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'ava-oidc-e2e-'));
  await prepareDatabaseWithMember(dataDir);
  idp = await startTestOidcProvider({ port: providerPort, redirectUri: `${portal}/sso/meridian-sg/callback` });
  const { DEMO_MODE: _demo, ...env } = process.env;
  // Its own process group, so stopping it stops tsx's node child too.
  server = spawn('node_modules/.bin/tsx', ['server/main.ts', '--serve-dist', process.env.E2E_DIST ?? 'dist/runtime'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(portalPort),
      PGLITE_DIR: dataDir,
      PUBLIC_ORIGIN: portal,
      LOG_LEVEL: 'warn',
      OIDC_ISSUER_MERIDIAN_SG: idp.issuer,
      OIDC_CLIENT_ID_MERIDIAN_SG: idp.clientId,
      OIDC_CLIENT_SECRET_MERIDIAN_SG: idp.clientSecret,
    },
  });
  await waitForPortal();
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  await idp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a meridian-sg member signs in at the partner provider and lands on the patient home, without demo mode', async ({
  page,
}) => {
  // Production-like: the demo partner page does not exist.
  expect((await page.request.get(`${portal}/sso/meridian-sg/login`)).status()).toBe(404);

  await page.goto(`${portal}/app/meridian-sg/login`);
  await expect(page.getByRole('dialog', { name: 'Welcome to Meridian Assure' })).toBeVisible();
  await page.getByRole('button', { name: 'GOT IT!' }).click();

  // The partner's own sign-in page (oidc-provider's development login form).
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(member);
  await page.locator('input[name="password"]').fill('any password the partner checks');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(`${portal}/app/patient`);
  await expect(page.getByRole('heading', { level: 1, name: inboxTitle })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Meridian Assure' })).toBeVisible();
  const cookies = await page.context().cookies(portal);
  expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true });
  expect(cookies.find((c) => c.name === 'roleId')?.value).toBe('patient');
  expect(cookies.some((c) => c.name === 'oidc_flow')).toBe(false);
});

test('a partner sign-in without a portal account comes back to the login page, which says so', async ({ page }) => {
  await page.goto(`${portal}/app/meridian-sg/login`);
  await page.getByRole('button', { name: 'GOT IT!' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('stranger@meridian-assure.example');
  await page.locator('input[name="password"]').fill('whatever');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(`${portal}/app/meridian-sg/login?sso=noAccount`);
  await expect(page.getByText('no portal account uses that e-mail address')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/sso/meridian-sg/start');
  await expectNoAxeViolations(page, 'the meridian-sg login after a refused partner sign-on');
});
