import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every page must meet; wcag22aa brings axe's target-size rule. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose outcome a theme switch can change: it swaps colour variables only, never the DOM. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe (all WCAG A/AA rules, or just the given ones) and returns one line per broken rule: `rule (count): first target`.
 * Legacy mode runs axe.run in the page itself. The default opens a blank tab for every scan to merge
 * the frames' partial results (axe.finishRun) and injects axe there too: the portal has no iframes,
 * so that tab merged one frame's results, at a new renderer per scan, twice per page state.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const result = await (rules ? builder.withRules(rules) : builder.withTags(axeTags)).analyze();
  return result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
}

/** Runs axe (WCAG 2.0–2.2 A/AA) on the page and fails with the rules broken. */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${context}`).toEqual([]);
}
