import { Button as AriaButton, CalendarCell } from 'react-aria-components';
import styled, { css, type DefaultTheme } from 'styled-components';
import { focusRing, stroke } from '../shared/metrics';
import type { CalendarDayState, CalendarSize } from './calendar-types';

const stateColours = (theme: DefaultTheme, state: CalendarDayState | null) => {
  switch (state) {
    case 'available':
      return { bg: theme.color.surface, fg: theme.color.primary, border: theme.color.primary };
    case 'chosen':
      return { bg: theme.color.primary, fg: theme.color.onPrimary, border: theme.color.primary };
    case 'waiting':
      return { bg: theme.color.surfaceAlt, fg: theme.color.text, border: theme.color.border };
    case 'warning':
      return { bg: theme.color.surface, fg: theme.color.accent, border: theme.color.accent };
    case 'closed':
    case null:
      return { bg: 'transparent', fg: 'inherit', border: 'transparent' };
  }
};

const cellSize = { sm: 5, md: 6, lg: 6 } as const;

export const Frame = styled.div<{ $size: CalendarSize }>`
  /* In a popover or on its own the month is as wide as its grid; beside a schedule or in a panel it takes the width. */
  width: ${({ $size }) => ($size === 'md' ? 'fit-content' : 'auto')};
  padding: ${({ theme, $size }) => ($size === 'lg' ? 0 : theme.space[$size === 'sm' ? 2 : 3])};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};

  table {
    border-collapse: separate;
    border-spacing: ${({ theme }) => `calc(${theme.space[1]} / 2)`};
    width: ${({ $size }) => ($size === 'lg' ? '100%' : 'auto')};
  }
  th {
    padding-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Header = styled.header<{ $size: CalendarSize }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Nav = styled(AriaButton)<{ $size: CalendarSize }>`
  min-width: ${({ theme, $size }) => theme.space[cellSize[$size]]};
  min-height: ${({ theme, $size }) => theme.space[cellSize[$size]]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

/** The open day: filled when fill means nothing else, a ring where fill means "chosen". */
const selectedFill = css`
  background: ${({ theme }) => theme.color.primary};
  border-color: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;
const selectedRing = css`
  box-shadow: ${({ theme }) => `0 0 0 ${stroke(theme)} ${theme.color.text}`};
`;

interface CellProps {
  $size: CalendarSize;
  $state: CalendarDayState | null;
  $today: boolean;
  $ring: boolean;
}

export const Cell = styled(CalendarCell)<CellProps>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme, $size }) => theme.space[cellSize[$size]]};
  min-height: ${({ theme, $size }) => theme.space[cellSize[$size]]};
  border: ${({ theme }) => `${stroke(theme)} solid`};
  border-radius: ${({ theme, $size }) => ($size === 'lg' ? theme.radii.md : theme.radii.pill)};
  border-color: ${({ theme, $state }) => stateColours(theme, $state).border};
  background: ${({ theme, $state }) => stateColours(theme, $state).bg};
  color: ${({ theme, $state }) => stateColours(theme, $state).fg};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  cursor: pointer;
  outline: none;
  /* Today in the given zone, not the browser's (react-aria's data-today uses the browser zone). */
  text-decoration-line: ${({ $today, $state }) =>
    [$today ? 'underline' : '', $state === 'closed' ? 'line-through' : ''].join(' ').trim() || 'none'};
  text-decoration-color: ${({ theme, $today }) => ($today ? theme.color.accent : 'currentColor')};
  text-decoration-thickness: ${({ theme }) => stroke(theme)};
  text-underline-offset: ${({ theme }) => `calc(${theme.space[1]} / 2)`};

  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-hovered] {
    border-color: ${({ theme, $state }) => ($state ? stateColours(theme, $state).border : theme.color.surfaceAlt)};
    background: ${({ theme, $state }) => ($state ? stateColours(theme, $state).bg : theme.color.surfaceAlt)};
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    ${({ $ring }) => ($ring ? selectedRing : selectedFill)}
  }
  /* A chosen day that can no longer be opened stays filled and readable: it is the patient's. */
  &[data-disabled]:not([data-selected]),
  &[data-unavailable] {
    color: ${({ theme, $state }) => ($state === 'chosen' ? stateColours(theme, $state).fg : theme.color.textMuted)};
    text-decoration-line: ${({ $state, $today }) =>
      $state === 'chosen' ? ($today ? 'underline' : 'none') : $today ? 'underline line-through' : 'line-through'};
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }
`;
