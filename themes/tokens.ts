/**
 * Base design tokens shared by every tenant. Palettes (colours) come from each
 * tenant's manifest; everything here is tenant-agnostic and becomes a CSS
 * custom property so components never hold literal values.
 */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
} as const;

export const fontWeights = { regular: '400', medium: '500', bold: '700' } as const;

export const lineHeights = { tight: '1.2', normal: '1.5' } as const;

export const fonts = {
  // CJK fallbacks after the Latin faces so zh-HK text gets a Chinese face on Linux/Android, macOS/iOS and Windows.
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Noto Sans CJK SC', 'PingFang TC', 'Microsoft JhengHei', sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
} as const;

export const shadows = {
  sm: '0 1px 2px rgb(0 0 0 / 0.12)',
  md: '0 2px 8px rgb(0 0 0 / 0.16)',
  lg: '0 8px 24px rgb(0 0 0 / 0.22)',
} as const;

/** Breakpoints in px, as the spec lists them. */
export const breakpoints = { xs: 0, mobile: 360, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

export const zIndices = { drawer: '100', dialog: '200', toast: '300' } as const;

export const baseTokens = { space, radii, fontSizes, fontWeights, lineHeights, fonts, shadows, zIndices } as const;
