import { expect, type Page } from '@playwright/test';

/** What has focus: tag, role, accessible-ish name, and whether a ring shows on it. */
export interface Focused {
  tag: string;
  role: string;
  name: string;
  /** The focus ring: outline or box-shadow on the element, or on the react-aria wrapper that draws it. */
  ring: string;
  inside: string[];
}

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', role: '', name: '', ring: '', inside: [] };
    const ringOf = (node: Element) => {
      const s = getComputedStyle(node);
      const outline =
        s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0
          ? `outline ${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`
          : '';
      return outline || (s.boxShadow !== 'none' ? `box-shadow ${s.boxShadow}` : '');
    };
    // The ring may be drawn by a wrapper: react-aria marks it with data-focus-*, others use :focus-within (an outline then).
    let ring = '';
    for (let node: Element | null = el, depth = 0; node && depth < 5 && !ring; node = node.parentElement, depth += 1) {
      const marked = node === el || node.hasAttribute('data-focus-within') || node.hasAttribute('data-focus-visible');
      const found = ringOf(node);
      if (marked || found.startsWith('outline')) ring = found;
    }
    const byIds = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    const labelled =
      el.getAttribute('aria-label') ??
      (byIds || ((el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? ''));
    const inside = [
      ...new Set(
        [
          ...document.querySelectorAll(
            '[role=grid], [role=group], [role=radiogroup], [role=listbox], [role=dialog], form',
          ),
        ]
          .filter((c) => c.contains(el))
          .flatMap((c) => [c.getAttribute('role') ?? c.tagName.toLowerCase(), c.getAttribute('aria-label') ?? '']),
      ),
    ];
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? (el as HTMLInputElement).type ?? '',
      name: labelled.trim().replace(/\s+/g, ' ').slice(0, 60),
      ring,
      inside,
    };
  });
}

/** Fails unless the focused element shows a focus indicator (outline or box-shadow). */
export async function expectVisibleFocus(page: Page, where: string): Promise<Focused> {
  const now = await focused(page);
  expect(now.ring, `a visible focus indicator on ${now.tag} "${now.name}" (${where})`).not.toBe('');
  return now;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, checking the
 * focus ring at every stop; returns the stops passed on the way.
 */
export async function tabTo(
  page: Page,
  match: (f: Focused) => boolean,
  what: string,
  { back = false, max = 60 } = {},
): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    stops.push(now);
    if (now.tag !== 'body') {
      expect(now.ring, `a visible focus indicator on ${now.tag} "${now.name}" while tabbing to ${what}`).not.toBe('');
    }
    if (match(now)) return stops;
  }
  throw new Error(`Tab never reached ${what}; stops: ${stops.map((s) => `${s.tag}:${s.name}`).join(' → ')}`);
}
