import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every page must meet; wcag22aa brings axe's target-size rule. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose outcome a theme switch can change: it swaps colour variables only, never the DOM. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** The axe-core that @axe-core/playwright ships with: the version the gates were set on. */
const require = createRequire(import.meta.url);
const axeSource = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

interface Violation {
  id: string;
  targets: string[];
}

/**
 * axe.run in the page, as @axe-core/playwright's legacy mode does, with only the violations sent
 * back. A fresh axe goes into the document for every scan: an axe kept from the light scan (even
 * after its teardown) missed a palette broken in dark only, which a11y-gate.spec.ts injects and
 * must see (it failed 6 of 6 that way, and passes with a fresh axe).
 * `resultTypes: ['violations']` spares axe a selector for every passing node, the longest part of
 * a run on a big page. The portal has no frames, so no blank tab to merge frames' results.
 */
async function runAxe(
  page: Page,
  runOnly: { type: 'tag' | 'rule'; values: string[] },
  painted: boolean,
): Promise<Violation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ painted, ...options }) => {
      type Result = { violations: Array<{ id: string; nodes: Array<{ target: Array<string | string[]> }> }> };
      const axe = (window as unknown as { axe: { run: (context: Document, o: object) => Promise<Result> } }).axe;
      // Two frames: what the last change rendered is painted before axe reads colours.
      if (painted) await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const result = await axe.run(document, options);
      return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { runOnly, resultTypes: ['violations'], painted },
  );
}

/**
 * Runs axe (all WCAG A/AA rules, or just the given ones) and returns one line per broken rule: `rule (count): first
 * target`. `painted`: after the page's next two frames, in the same round trip.
 */
export async function axeViolations(page: Page, rules?: string[], { painted = false } = {}): Promise<string[]> {
  const violations = await runAxe(
    page,
    rules ? { type: 'rule', values: rules } : { type: 'tag', values: axeTags },
    painted,
  );
  return violations.map((v) => `${v.id} (${v.targets.length}): ${v.targets[0] ?? ''}`);
}

/** Runs axe (WCAG 2.0–2.2 A/AA) on the page and fails with the rules broken. */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${context}`).toEqual([]);
}
