import { css } from 'styled-components';
import { controlSurface } from '../shared/field';

// Shared by the date picker and the placeholder drawn while its code loads:
// same box, same segment spacing, so swapping one for the other moves nothing.

export const fieldGroupCss = css`
  ${controlSurface}
  display: inline-flex;
  align-self: flex-start;
  min-width: ${({ theme }) => `calc(${theme.space[8]} * 3)`};
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: 0;
`;

export const segmentsCss = css`
  display: flex;
  flex: 1;
`;

export const segmentCss = css`
  padding: ${({ theme }) => `0 calc(${theme.space[1]} / 4)`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-variant-numeric: tabular-nums;
`;

export const openButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space[6]};
  min-height: ${({ theme }) => theme.space[6]};

  svg {
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
  }
`;

/** The calendar glyph on the open button. */
export function CalendarIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
    </svg>
  );
}
