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
 * axe.run in the page, as @axe-core/playwright's legacy mode does, with axe injected once per scan
 * (the builder evaluates it twice) and only the violations sent back (not every pass and
 * inapplicable rule). The builder's default also opened a blank tab per scan to merge the frames'
 * results; the portal has no frames.
 */
async function runAxe(page: Page, runOnly: { type: 'tag' | 'rule'; values: string[] }): Promise<Violation[]> {
  // Injected anew for every scan: an axe kept in the page from an earlier run reads the colours of the
  // theme it first saw (a11y-gate.spec.ts's dark-only palette break goes unseen after a live switch).
  await page.evaluate(axeSource);
  return page.evaluate(
    async (options) => {
      type Result = { violations: Array<{ id: string; nodes: Array<{ target: Array<string | string[]> }> }> };
      const axe = (window as unknown as { axe: { run: (context: Document, o: object) => Promise<Result> } }).axe;
      const result = await axe.run(document, options);
      return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { runOnly },
  );
}

/** Runs axe (all WCAG A/AA rules, or just the given ones) and returns one line per broken rule: `rule (count): first target`. */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const violations = await runAxe(page, rules ? { type: 'rule', values: rules } : { type: 'tag', values: axeTags });
  return violations.map((v) => `${v.id} (${v.targets.length}): ${v.targets[0] ?? ''}`);
}

/** Runs axe (WCAG 2.0–2.2 A/AA) on the page and fails with the rules broken. */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${context}`).toEqual([]);
}
