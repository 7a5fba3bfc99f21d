import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the API as the login page would (XSRF pair plus the
 * tenant's fixed Authorization header) and returns the link the server sends
 * the browser to, so a journey starts on its own page.
 */
export async function apiSignIn(page: Page, tenant: string, role = 'patient'): Promise<string> {
  const manifest = JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as {
    api: { authorization: string };
  };
  await page.request.get('/api/v1/xsrf');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/v1/access/authenticate', {
    headers: { 'X-XSRF-TOKEN': xsrf, Authorization: manifest.api.authorization },
    data: { email: `${role}@${tenant}.demo`, password: 'Demo@1234', clientName: tenant },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { link: string } }).data.link;
}
