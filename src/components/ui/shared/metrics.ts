import { css, type DefaultTheme } from 'styled-components';

/**
 * Strokes derived from the spacing scale (space[1] = 0.25rem), so components
 * never carry a pixel literal: hairline = 1px, stroke = 2px at the default size.
 */
export const hairline = (theme: DefaultTheme) => `calc(${theme.space[1]} / 4)`;
export const stroke = (theme: DefaultTheme) => `calc(${theme.space[1]} / 2)`;

/** WCAG 2.2 minimum target (24 × 24 CSS px) expressed in tokens. */
export const minTarget = (theme: DefaultTheme) => `calc(${theme.space[5]})`;

/** Visible focus ring on keyboard focus only, in the tenant's focus colour. */
export const focusRing = css`
  outline: none;
  &[data-focus-visible] {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }
`;

/** Same ring for plain elements that use :focus-visible rather than data attributes. */
export const nativeFocusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }
`;
