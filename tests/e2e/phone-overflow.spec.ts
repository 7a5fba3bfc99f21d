import { expect, test, type Page } from '@playwright/test';
import { scanBothThemes, settle } from '../support/a11y-scan';
import { apiSignIn } from '../support/login';

/**
 * Phones (docs/decisions/0029-phones.md): every page a role opens fits a 390 px (and, for the roles
 * with tables and calendars, 360 px) wide phone with no sideways scroll, in the tenant's own
 * language; one sign-in and one page load per page serve both widths; and at 1280 px
 * the staff worklist shows its last columns without a horizontal scroll.
 */
const tenants = ['harbour-hk', 'sehat-id'] as const;
const phones = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
] as const;

/** Routes each walk visits, so the run can say how many routes × tenants it checked. */
const routeCount: Record<string, number> = { patient: 7, clinic: 4, specialist: 3, 'signed out': 2 };
/** The roles whose pages (tables, calendars: the widest content) are checked again on the narrowest phone. */
const narrowRoles = new Set(['clinic', 'specialist', 'patient']);
const perTenant = Object.values(routeCount).reduce((a, b) => a + b, 0);
const narrowPerTenant = [...narrowRoles].reduce((a, role) => a + (routeCount[role] ?? 0), 0);
if (process.env.TEST_WORKER_INDEX === '0') {
  console.log(
    `phone overflow: ${perTenant} routes × ${tenants.length} tenants = ${perTenant * tenants.length} at 390 px, ` +
      `${narrowPerTenant * tenants.length} at 360 px`,
  );
}

/** `cards`: a table shown as cards on a phone, scanned with axe too (light and dark) since the matrix runs at 1280 px. */
type Visit = { label: string; href: string; ready?: (page: Page) => Promise<void>; cards?: boolean };

/** What sticks out past the window's right edge: the page's own scroll width, then up to five elements. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`page scrolls sideways: scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    }
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
    };
    // An element cut off on purpose by an ancestor that clips (not one that scrolls) is not on screen to reach.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (['hidden', 'clip'].includes(style.overflowX) && p.getBoundingClientRect().right <= width + 1) return true;
        if (style.position === 'fixed') return false;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents' || clipped(el)) continue;
      found.push(`${describe(el)} right edge ${Math.round(box.right)} > ${width}`);
      if (found.length >= 6) break;
    }
    return found;
  });
}

/** Two frames after a resize: layout and any resize observer's re-render are on screen. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

async function visit(page: Page, { label, href, ready }: Visit): Promise<string> {
  await page.goto(href);
  await expect(page.locator('main h1, h1').first(), `${label}: a level-1 heading`).toBeVisible({ timeout: 30_000 });
  await settle(page);
  if (ready) await ready(page);
  return label;
}

/** The first in-app link whose address matches. */
async function firstHref(page: Page, pattern: string): Promise<string> {
  const link = page.locator(`a[href*="${pattern}"]`).first();
  await expect(link, `a link to ${pattern}`).toBeAttached({ timeout: 15_000 });
  return (await link.getAttribute('href')) ?? '';
}

const rowsShown = async (page: Page) => expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
const calendarShown = async (page: Page) =>
  expect(page.locator('.sx__calendar-wrapper').first()).toBeVisible({ timeout: 15_000 });

/** Each role's pages, in the order a person would reach them (some addresses come from the page before). */
const walks: Record<string, (page: Page, tenant: string, home: string) => AsyncIterable<Visit> | Iterable<Visit>> = {
  async *patient(page, _tenant, home) {
    yield { label: 'patient inbox', href: home, ready: rowsShown, cards: true };
    const opd = await firstHref(page, '/view/OPD/');
    yield { label: 'patient case view', href: opd };
    yield { label: 'my services', href: '/app/myservices' };
    yield { label: 'doctor search', href: '/app/search-doctor' };
    yield { label: 'health screening', href: '/app/health-screening' };
    yield { label: 'account profile', href: '/app/user-profile/my-account' };
    yield { label: 'password change', href: '/app/user-profile/account-security' };
  },
  async *clinic(page, _tenant, home) {
    const providerId = home.split('/').pop() ?? '';
    yield { label: 'staff worklist', href: home, ready: rowsShown, cards: true };
    const manage = await firstHref(page, '/schedule/create/');
    yield { label: 'clinic schedule', href: `/app/schedule/clinic/provider/${providerId}` };
    yield { label: 'scheduled appointments', href: `/app/schedule/appointments/provider/${providerId}` };
    yield { label: 'appointment management', href: manage, ready: calendarShown };
  },
  async *specialist(page) {
    yield { label: 'PAF list', href: '/app/preauth', ready: rowsShown, cards: true };
    const paf = await firstHref(page, '/epaf/role/');
    yield { label: 'PAF case details', href: paf };
    yield { label: 'PAF wizard step 1', href: '/app/paf' };
  },
  *['signed out'](_page, tenant) {
    yield { label: 'login', href: `/app/${tenant}/login` };
    yield { label: 'sign-up step 1', href: `/app/signup/${tenant}/accountsettings` };
  },
};

test.describe.configure({ mode: 'parallel' });
test.use({ colorScheme: 'light', reducedMotion: 'reduce', actionTimeout: 15_000 });

test.describe(`${phones[0].width} px phone`, () => {
  test.use({ viewport: phones[0], isMobile: true, hasTouch: true });
  for (const tenant of tenants) {
    for (const role of Object.keys(walks)) {
      const widths = narrowRoles.has(role) ? phones : phones.slice(0, 1);
      test(`${tenant} · ${role} · no page scrolls sideways at ${widths.map((v) => v.width).join(' and ')} px`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const home = role === 'signed out' ? '' : await apiSignIn(page, tenant, role);
        const problems: string[] = [];
        const checked = new Map<number, number>(widths.map((v) => [v.width, 0]));
        for await (const step of walks[role]!(page, tenant, home)) {
          await visit(page, step);
          // 360 px on the same page load, resized: 360 and 390 sit in one breakpoint band (themes/tokens.ts:
          // mobile 360 to sm 600), so the app lays the page out by the same rules, and a fresh load at 360 px
          // would differ only in the sign-in and the page load spent on it.
          for (const viewport of widths) {
            if (page.viewportSize()?.width !== viewport.width) {
              await page.setViewportSize(viewport);
              await painted(page);
            }
            checked.set(viewport.width, (checked.get(viewport.width) ?? 0) + 1);
            for (const p of await overflow(page)) {
              problems.push(`${step.label} (${step.href}) at ${viewport.width} px: ${p}`);
            }
          }
          if (page.viewportSize()?.width !== phones[0].width) await page.setViewportSize(phones[0]);
          if (step.cards) {
            await scanBothThemes(page, `${tenant} · ${role} · ${step.label} at ${phones[0].width} px`, false);
          }
        }
        for (const [width, count] of checked) {
          console.log(`${width} px · ${tenant} · ${role}: ${count} routes checked`);
          expect(count, `routes walked at ${width} px`).toBe(routeCount[role]);
        }
        expect(problems, 'sideways overflow').toEqual([]);
      });
    }
  }
});

test.describe('390 px schedule', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const tenant of tenants) {
    test(`${tenant} · the clinic schedule starts on one day, its previous / next arrows on one line`, async ({
      page,
    }) => {
      const home = await apiSignIn(page, tenant, 'clinic');
      await visit(page, {
        label: 'clinic schedule',
        href: `/app/schedule/clinic/provider/${home.split('/').pop() ?? ''}`,
      });
      await page.getByRole('checkbox').first().check({ force: true });
      await calendarShown(page);
      // A week's seven columns on a phone left a few letters of each name ("Ng Ka").
      await expect.soft(page.locator('[data-layout]')).toHaveAttribute('data-ndays', '1');
      // The calendar's toolbar: the bar that holds the dates on screen (the mini calendar has arrows too).
      const toolbar = page.locator('div:has(> p[aria-live="polite"])');
      const previous = await toolbar.locator('button', { hasText: '‹' }).boundingBox();
      const next = await toolbar.locator('button', { hasText: '›' }).boundingBox();
      expect(next?.y, 'the next arrow sits on the line of the previous arrow').toBe(previous?.y);
    });
  }
});

test.describe('1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const tenant of tenants) {
    test(`${tenant} · staff worklist shows Waiting Time, Created and Actions whole`, async ({ page }) => {
      await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
      const home = await apiSignIn(page, tenant, 'clinic');
      await visit(page, { label: 'staff worklist', href: home, ready: rowsShown });
      const table = page.getByRole('table');
      const box = await table.evaluate((el) => {
        // The box the table is seen through: its nearest ancestor that scrolls or clips.
        let view: HTMLElement | null = el.parentElement;
        while (view && getComputedStyle(view).overflowX === 'visible') view = view.parentElement;
        const seen = (view ?? document.documentElement).getBoundingClientRect();
        return {
          right: Math.min(seen.right, window.innerWidth),
          scrolls: view ? view.scrollWidth > view.clientWidth : false,
        };
      });
      expect(box.scrolls, 'the table scrolls sideways').toBe(false);
      for (const name of ['Waiting Time', 'Created', 'Actions']) {
        const header = table.getByRole('columnheader', { name, exact: true });
        await expect(header).toBeVisible();
        const right = await header.evaluate((el) => el.getBoundingClientRect().right);
        expect(right, `${name} header's right edge`).toBeLessThanOrEqual(box.right + 0.5);
      }
    });
  }
});
