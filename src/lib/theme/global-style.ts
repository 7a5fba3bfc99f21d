import { createGlobalStyle } from 'styled-components';
import { baseTokensCss, widgetAliasesCss } from '../../../themes/css-variables';

const tokens = baseTokensCss() + widgetAliasesCss();

/** Base tokens, widget aliases and page defaults; depends on nothing that changes. */
export const GlobalStyle = createGlobalStyle`
  ${tokens}
  *, *::before, *::after { box-sizing: border-box; }
  html { background: ${({ theme }) => theme.color.background}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.color.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
