import { createHash } from 'node:crypto';
import { badgeLetters } from './panel-badge';

/** A badge with the payor's initials on a colour derived from its slug. */
export function panelIconSvg(slug: string): string {
  const hue = createHash('sha256').update(slug).digest()[0]! * (360 / 256);
  const initials = badgeLetters(slug);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img">` +
    `<circle cx="16" cy="16" r="16" fill="hsl(${Math.round(hue)} 55% 32%)"/>` +
    `<text x="16" y="21" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff">${initials}</text>` +
    `</svg>`
  );
}
