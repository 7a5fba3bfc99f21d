import type { Page } from '@playwright/test';

/** What counts as a pointer target (WCAG 2.5.8): controls and the ARIA roles users press. */
export const targetSelector = [
  'button',
  'a[href]',
  'input:not([type=hidden])',
  'select',
  'textarea',
  ...['button', 'tab', 'checkbox', 'radio', 'option', 'menuitem', 'switch', 'link'].map((r) => `[role=${r}]`),
].join(',');

/**
 * Lists the visible pointer targets smaller than 24 × 24 CSS px that do not
 * meet the 2.5.8 spacing exception (a 24 px circle on each undersized target
 * touches no other target and no other such circle). Inline links inside a
 * sentence are exempt, as the criterion says; so are disabled controls, which
 * are not targets, and react-aria's visually hidden inputs (1 px, clipped),
 * whose target is the label drawn around them.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const min = 24;
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      const role = el.getAttribute('role');
      return `${el.tagName.toLowerCase()}${id}${role ? `[role=${role}]` : ''} "${name}"`;
    };
    const isInline = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      const around = (block?.textContent ?? '').replace(el.textContent ?? '', '').trim();
      return around.length > 0;
    };
    const visible = (el: Element, r: DOMRect) => {
      if (r.width <= 1 || r.height <= 1) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      if (el.closest('[aria-hidden=true], [inert]')) return false;
      // Visually hidden (clipped, or inside a 1 px box that hides overflow), like react-aria's Dismiss buttons for screen readers.
      for (let node: Element | null = el; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        const clipped = (s.clipPath !== 'none' && s.clipPath !== '') || (s.clip !== 'auto' && s.clip !== '');
        if ((clipped || s.overflow === 'hidden') && (box.width <= 1 || box.height <= 1)) return false;
      }
      return true;
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true')
      // A control inside another target (a checkbox inside its option) is part of that target.
      .filter((el) => !el.parentElement?.closest(selector) || getComputedStyle(el).position === 'absolute')
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => visible(el, r));
    const small = targets.filter(({ el, r }) => (r.width < min - 0.5 || r.height < min - 0.5) && !isInline(el));
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) => {
      const dx = Math.max(r.left - p.x, 0, p.x - r.right);
      const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
      return Math.hypot(dx, dy);
    };
    const smallSet = new Set(small.map((s) => s.el));
    return small
      .filter(({ el, r }) => {
        const c = centre(r);
        return targets.some((other) => {
          if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
          // Two undersized targets: their 24 px circles must not overlap; otherwise the circle must not reach the other target.
          if (smallSet.has(other.el)) {
            const o = centre(other.r);
            return Math.hypot(c.x - o.x, c.y - o.y) < min;
          }
          return distanceToRect(c, other.r) < min / 2;
        });
      })
      .map(({ el, r }) => `${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
  }, targetSelector);
}
