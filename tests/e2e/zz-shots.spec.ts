import { test, type Page } from '@playwright/test';
import { apiSignIn } from '../support/login';

async function open(page: Page, tenant: string, locale: string, role: string, theme: 'light' | 'dark') {
  await page.addInitScript(([id, lng, th]) => {
    localStorage.setItem(`ava.locale.${id}`, lng);
    localStorage.setItem('ava.theme-mode', th);
  }, [tenant, locale, theme] as const);
  const home = await apiSignIn(page, tenant, role);
  await page.goto(home);
  await page.waitForTimeout(1500);
  return home;
}
const shots: Array<[string, string, string, 'light' | 'dark', number, (home: string) => string]> = [
  ['harbour-hk', 'zh-HK', 'patient', 'light', 390, (h) => h],
  ['sehat-id', 'id', 'clinic', 'dark', 1280, (h) => h],
  ['harbour-hk', 'zh-HK', 'clinic', 'dark', 390, (h) => `/app/schedule/clinic/provider/${h.split('/').pop()}`],
  ['sehat-id', 'id', 'clinic', 'light', 1280, (h) => `/app/schedule/clinic/provider/${h.split('/').pop()}`],
  ['lumina-my', 'ms', 'patient', 'dark', 390, () => '/app/view/MCU/MCU300028'],
];
for (const [tenant, locale, role, theme, width, path] of shots) {
  test(`${tenant} ${role} ${theme} ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const home = await open(page, tenant, locale, role, theme);
    await page.goto(path(home));
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${tenant}-${role}-${theme}-${width}.png`, fullPage: false });
  });
}
