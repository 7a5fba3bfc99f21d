import { contrastRatio } from '../../themes/contrast';
import { contrastPairs, minimumContrast, type Palette, type PaletteRole } from '../../themes/palette';

export type ThemeMode = 'light' | 'dark';

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function hslToHex({ h, s, l }: Hsl): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(channel(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * A stable hue per id (FNV-1a), so two new tenants do not start out looking
 * alike. Yellows (45°–85°) are skipped: darkened to reach AA on white they turn
 * olive, which no brand wants as a starting point.
 */
export function hueFromId(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  const hue = hash % 320;
  return hue < 45 ? hue : hue + 40;
}

/**
 * Starting points shaped like the demo tenants': a saturated brand colour, an
 * accent opposite it on the wheel, tinted neutrals; status colours keep their
 * conventional hues so red still means danger in every brand.
 */
function seeds(mode: ThemeMode, hue: number): Record<PaletteRole, Hsl> {
  const accent = (hue + 170) % 360;
  const light = mode === 'light';
  const accentColour = light ? { h: accent, s: 80, l: 38 } : { h: accent, s: 100, l: 74 };
  return {
    primary: light ? { h: hue, s: 70, l: 40 } : { h: hue, s: 90, l: 75 },
    onPrimary: light ? { h: hue, s: 0, l: 100 } : { h: hue, s: 70, l: 10 },
    accent: accentColour,
    onAccent: light ? { h: accent, s: 0, l: 100 } : { h: accent, s: 100, l: 9 },
    background: light ? { h: hue, s: 40, l: 97 } : { h: hue, s: 45, l: 10 },
    surface: light ? { h: hue, s: 0, l: 100 } : { h: hue, s: 40, l: 15 },
    surfaceAlt: light ? { h: hue, s: 45, l: 92 } : { h: hue, s: 40, l: 22 },
    text: light ? { h: hue, s: 50, l: 14 } : { h: hue, s: 50, l: 95 },
    textMuted: light ? { h: hue, s: 15, l: 36 } : { h: hue, s: 25, l: 78 },
    border: light ? { h: hue, s: 18, l: 58 } : { h: hue, s: 20, l: 46 },
    focus: accentColour,
    danger: light ? { h: 4, s: 70, l: 42 } : { h: 5, s: 100, l: 84 },
    success: light ? { h: 140, s: 60, l: 28 } : { h: 135, s: 50, l: 70 },
    warning: light ? { h: 35, s: 100, l: 27 } : { h: 38, s: 100, l: 75 },
    info: light ? { h: 210, s: 70, l: 38 } : { h: 210, s: 80, l: 78 },
  };
}

const toPalette = (hsl: Record<PaletteRole, Hsl>) =>
  Object.fromEntries(Object.entries(hsl).map(([role, colour]) => [role, hslToHex(colour)])) as Palette;

/**
 * A palette for `mode` that meets every pair in `contrastPairs`. Each failing
 * pair moves its coloured role (the brand colour, not the text on it) one step
 * away from the page: darker in light mode, lighter in dark mode. Moving that
 * way can only help the other pairs the role is in, so the loop ends.
 */
export function generatePalette(id: string, mode: ThemeMode): Palette {
  const hsl = seeds(mode, hueFromId(id));
  const step = mode === 'light' ? -1 : 1;
  for (let round = 0; round < 200; round++) {
    const palette = toPalette(hsl);
    const failing = contrastPairs.filter(([fg, bg]) => contrastRatio(palette[fg], palette[bg]) < minimumContrast);
    if (failing.length === 0) return palette;
    for (const [fg, bg] of failing) {
      const role = fg.startsWith('on') ? bg : fg;
      hsl[role] = { ...hsl[role], l: Math.min(100, Math.max(0, hsl[role].l + step)) };
    }
    hsl.focus = hsl.accent;
  }
  throw new Error(`could not reach ${minimumContrast}:1 for every pair of the ${mode} palette of ${id}`);
}
