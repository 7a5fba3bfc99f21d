import { expect, test, type Browser, type Page } from '@playwright/test';
import { matrixTenants, scanBothThemes } from '../support/a11y-scan';
import { accountPages, pafWalk, patientWalk, publicWalk, staffWalk, type Walk } from '../support/a11y-walks';
import { apiSignIn } from '../support/login';

/**
 * Accessibility matrix (docs/decisions/0014-accessibility-matrix.md): every route × every tenant (read
 * from tenants/*) × light and dark, axe (WCAG 2.0–2.2 A/AA) and 24 px targets,
 * zero problems. One sign-in per tenant × role; each route is visited once and
 * scanned in the theme it is in (every rule, targets), then after a live switch
 * to the other theme (the colour rules); the themes alternate from scan to scan.
 */
const tenants = matrixTenants();
const roles = ['patient', 'agent', 'clinic', 'doctor', 'specialist', 'hospital', 'payor'] as const;

test.describe.configure({ mode: 'parallel' });
test.use({
  viewport: { width: 1280, height: 900 },
  colorScheme: 'light',
  reducedMotion: 'reduce',
  actionTimeout: 15_000,
});

/** English everywhere, so the walks can find controls by name; other languages are scanned by their own journeys. */
async function inEnglish(page: Page, tenant: string): Promise<void> {
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
}

async function walkRole(w: Walk, browser: Browser): Promise<void> {
  switch (w.role) {
    case 'patient':
      return patientWalk(w);
    case 'agent':
    case 'clinic':
    case 'doctor':
      return staffWalk(w);
    default:
      await pafWalk(w, browser);
      return accountPages(w);
  }
}

for (const tenant of tenants) {
  test(`${tenant.id} · signed out · login, reset password, sign-up`, async ({ page }) => {
    test.setTimeout(120_000);
    await inEnglish(page, tenant.id);
    await publicWalk({ page, tenant, role: 'signed out', home: '' });
  });

  for (const role of roles) {
    test(`${tenant.id} · ${role} · every page the role opens`, async ({ page, browser }) => {
      test.setTimeout(240_000);
      await inEnglish(page, tenant.id);
      const home = await apiSignIn(page, tenant.id, role);
      await page.goto(home);
      await walkRole({ page, tenant, role, home }, browser);
    });
  }
}

test('unknown client page', async ({ page }) => {
  await page.goto('/app/no-such-client/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scanBothThemes(page, 'unknown client (/app/no-such-client/login)');
});
