import { paletteRoles, type Palette, type PaletteRole } from './palette';
import { baseTokens } from './tokens';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** CSS custom property name of a palette role, e.g. onPrimary → --color-on-primary. */
export const paletteVarName = (role: PaletteRole) => `--color-${kebab(role)}`;

type TokenGroup = keyof typeof baseTokens;
const groupPrefix: Record<TokenGroup, string> = {
  space: 'space',
  radii: 'radius',
  fontSizes: 'font-size',
  fontWeights: 'font-weight',
  lineHeights: 'line-height',
  fonts: 'font',
  shadows: 'shadow',
  zIndices: 'z',
};

export const tokenVarName = (group: TokenGroup, key: string | number) =>
  `--${groupPrefix[group]}-${kebab(String(key))}`;

/** `:root { --space-1: … }` for the tenant-agnostic tokens. */
export function baseTokensCss(): string {
  const lines: string[] = [];
  for (const group of Object.keys(baseTokens) as TokenGroup[]) {
    for (const [key, value] of Object.entries(baseTokens[group])) {
      lines.push(`${tokenVarName(group, key)}:${value}`);
    }
  }
  return `:root{${lines.join(';')}}`;
}

/**
 * Third-party widgets read their own variables; we point them at ours so the
 * calendar and date pickers follow the tenant palette and theme for free.
 */
const widgetAliases: Record<string, string> = {
  // @schedule-x (theme-default reads these)
  '--sx-color-primary': 'var(--color-primary)',
  '--sx-color-on-primary': 'var(--color-on-primary)',
  '--sx-color-primary-container': 'var(--color-surface-alt)',
  '--sx-color-on-primary-container': 'var(--color-text)',
  '--sx-color-secondary': 'var(--color-accent)',
  '--sx-color-on-secondary': 'var(--color-on-accent)',
  '--sx-color-secondary-container': 'var(--color-surface-alt)',
  '--sx-color-on-secondary-container': 'var(--color-text)',
  '--sx-color-tertiary': 'var(--color-info)',
  '--sx-color-on-tertiary': 'var(--color-on-primary)',
  '--sx-color-tertiary-container': 'var(--color-surface-alt)',
  '--sx-color-on-tertiary-container': 'var(--color-text)',
  '--sx-color-surface': 'var(--color-surface)',
  '--sx-color-surface-dim': 'var(--color-surface-alt)',
  '--sx-color-surface-bright': 'var(--color-surface)',
  '--sx-color-on-surface': 'var(--color-text)',
  '--sx-color-surface-container': 'var(--color-surface-alt)',
  '--sx-color-surface-container-low': 'var(--color-surface)',
  '--sx-color-surface-container-high': 'var(--color-surface-alt)',
  '--sx-color-background': 'var(--color-background)',
  '--sx-color-on-background': 'var(--color-text)',
  '--sx-color-outline': 'var(--color-border)',
  '--sx-color-outline-variant': 'var(--color-border)',
  '--sx-color-shadow': 'var(--color-text)',
  '--sx-color-surface-tint': 'var(--color-primary)',
  '--sx-color-neutral': 'var(--color-text-muted)',
  '--sx-color-neutral-variant': 'var(--color-text-muted)',
  '--sx-internal-color-text': 'var(--color-text)',
  '--sx-internal-color-light-gray': 'var(--color-surface-alt)',
  '--sx-internal-color-gray-ripple-background': 'var(--color-surface-alt)',
};

export function widgetAliasesCss(): string {
  const body = Object.entries(widgetAliases)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  // Also on the widgets' own wrappers: their lazily loaded theme CSS redeclares
  // the --sx-* defaults on :root after ours, and the wrapper's value wins for its subtree.
  return `:root,.sx__calendar-wrapper,.sx__date-picker-wrapper,.sx__date-picker-popup{${body}}`;
}

function paletteBlock(palette: Palette): string {
  return paletteRoles.map((role) => `${paletteVarName(role)}:${palette[role]}`).join(';');
}

/**
 * A tenant's light and dark palettes as one stylesheet keyed on the
 * `data-theme` attribute of <html>: switching theme flips the attribute only.
 */
export function paletteCss(palettes: { light: Palette; dark: Palette }): string {
  return (
    `:root,:root[data-theme="light"]{color-scheme:light;${paletteBlock(palettes.light)}}` +
    `:root[data-theme="dark"]{color-scheme:dark;${paletteBlock(palettes.dark)}}`
  );
}
