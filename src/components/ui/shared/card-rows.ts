import { css } from 'styled-components';
import { visuallyHiddenCss } from './field';
import { hairline } from './metrics';

/**
 * Table rows as cards, for narrow screens: the same table markup, each row a card and each cell a
 * "header: value" line. The header row stays in the accessibility tree
 * (visually hidden) and every cell also carries its header as data-label,
 * shown by ::before, so a reader of the card sees which value is which.
 * Give the table, its row groups, rows and cells explicit ARIA roles:
 * some browsers drop table semantics once the parts stop being display: table-*.
 */
export const cardRowsCss = css`
  &,
  tbody,
  tr,
  td {
    display: block;
  }
  caption {
    display: block;
  }
  thead {
    ${visuallyHiddenCss}
  }
  tbody {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]};
  }
  tbody tr {
    border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.surface};
    padding: ${({ theme }) => `${theme.space[1]} 0`};
  }
  tbody tr:last-child td,
  td {
    border-bottom: 0;
  }
  td[data-label] {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    overflow-wrap: anywhere;
  }
  td[data-label]::before {
    content: attr(data-label);
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  /* A cell with nothing in it says nothing on a card. */
  td[data-label]:empty {
    display: none;
  }
`;
