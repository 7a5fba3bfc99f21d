import { paletteRoles, type PaletteRole } from './palette';
import { paletteVarName, tokenVarName } from './css-variables';
import { baseTokens, breakpoints } from './tokens';

type VarMap<T> = { readonly [K in keyof T]: string };

function refs<T extends Record<string | number, unknown>>(group: keyof typeof baseTokens, values: T): VarMap<T> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(values)) {
    out[key] = `var(${tokenVarName(group, key)})`;
  }
  return out as VarMap<T>;
}

const color = Object.fromEntries(paletteRoles.map((r) => [r, `var(${paletteVarName(r)})`])) as Record<
  PaletteRole,
  string
>;

const media = Object.fromEntries(
  Object.entries(breakpoints).map(([k, px]) => [k, `@media (min-width: ${px}px)`]),
) as Record<keyof typeof breakpoints, string>;

/**
 * The styled-components theme. It holds only `var(--…)` references, so it is
 * one constant object for every tenant and mode: a theme switch changes CSS
 * variable values, never this object, and no component re-renders.
 */
export const styledTheme = {
  color,
  space: refs('space', baseTokens.space),
  radii: refs('radii', baseTokens.radii),
  fontSizes: refs('fontSizes', baseTokens.fontSizes),
  fontWeights: refs('fontWeights', baseTokens.fontWeights),
  lineHeights: refs('lineHeights', baseTokens.lineHeights),
  fonts: refs('fonts', baseTokens.fonts),
  shadows: refs('shadows', baseTokens.shadows),
  zIndices: refs('zIndices', baseTokens.zIndices),
  media,
} as const;

export type StyledTheme = typeof styledTheme;
