/**
 * The colour roles every tenant palette fills. A tenant's manifest gives one
 * palette for light and one for dark; both are checked for WCAG AA contrast.
 */
export const paletteRoles = [
  'primary',
  'onPrimary',
  'accent',
  'onAccent',
  'background',
  'surface',
  'surfaceAlt',
  'text',
  'textMuted',
  'border',
  'focus',
  'danger',
  'success',
  'warning',
  'info',
] as const;

export type PaletteRole = (typeof paletteRoles)[number];
export type Palette = Record<PaletteRole, string>;

/**
 * Pairs that must reach 4.5:1 (WCAG AA for normal text). The first entry is the
 * foreground. `primary` on `background` covers links and outlined buttons.
 */
export const contrastPairs: ReadonlyArray<readonly [PaletteRole, PaletteRole]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onPrimary', 'primary'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['onAccent', 'accent'],
  ['danger', 'surface'],
];

export const minimumContrast = 4.5;
