import { parseDate, type DateValue } from '@internationalized/date';
import { useId } from 'react';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled, { css, type DefaultTheme } from 'styled-components';
import { todayInZone } from '@/lib/format/dates';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';
import { focusRing, stroke } from '../shared/metrics';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/**
 * How a day looks beside its number. One vocabulary for every calendar:
 * outlined = available, filled = chosen, grey = waiting list only, outlined in
 * the accent = bookable over capacity, struck through = closed (still openable).
 * A day that cannot be opened at all is struck through too (`unavailable`).
 */
export type CalendarDayState = 'available' | 'chosen' | 'waiting' | 'warning' | 'closed';

/** What a calendar knows about one local day. */
export interface CalendarDayInfo {
  state?: CalendarDayState | null;
  /** The day cannot be opened (keyboard focus still reaches it, as react-aria does). */
  unavailable?: boolean;
  /** Key into `descriptions`: words a screen reader hears after the date. */
  description?: string | null;
}

/** Cell size: `sm` beside a schedule, `md` in a popover, `lg` filling its panel. */
export type CalendarSize = 'sm' | 'md' | 'lg';

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

const Frame = styled.div<{ $size: CalendarSize }>`
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

const Header = styled.header<{ $size: CalendarSize }>`
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

const Nav = styled(AriaButton)<{ $size: CalendarSize }>`
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

const Cell = styled(CalendarCell)<CellProps>`
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

/**
 * Points a day's button at its description. react-aria passes neither aria-description
 * nor aria-describedby from CalendarCell to the button, and leaves the attribute alone
 * when it has no description of its own, so it is set on the element (the cell's ref is its td).
 */
const describeDay = (id: string | null) => (td: HTMLTableCellElement | null) => {
  const button = td?.firstElementChild;
  if (!button) return;
  if (id) button.setAttribute('aria-describedby', id);
  else button.removeAttribute('aria-describedby');
};

/** Props of the one month calendar. */
export interface CalendarProps {
  /** Accessible name (inside a date picker the picker names it). */
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** IANA zone whose today is marked. */
  timeZone: string;
  /** Selected local day, YYYY-MM-DD; leave out inside a date picker, which holds the value. */
  value?: string | null;
  onChange?: (day: string) => void;
  /** Month to show first when nothing is selected (YYYY-MM-DD). */
  defaultFocusedValue?: string;
  /** State, availability and description of each day. */
  dayInfo?: (day: string) => CalendarDayInfo;
  /** Screen-reader words per description key (see `CalendarDayInfo.description`). */
  descriptions?: Readonly<Record<string, string>>;
  size?: CalendarSize;
  /** The open day as a ring, because fill already means "chosen" (the session picker). */
  selectionRing?: boolean;
}

/**
 * The one month calendar (date picker popover, schedule mini calendar, session
 * picker): react-aria's grid, so arrows, Page Up/Down and Home/End move by day,
 * week and month; month and weekday names come from the UI language; Monday first (spec §9).
 */
export function Calendar(props: CalendarProps) {
  const { timeZone, value, onChange, defaultFocusedValue, dayInfo, descriptions = {}, size = 'md' } = props;
  const { t, i18n } = useTranslation('ui');
  const ids = useId();
  const today = todayInZone(timeZone);
  const info = (date: DateValue) => dayInfo?.(date.toString()) ?? {};
  const descriptionId = (key: string) => `${ids}-${key}`;
  const controlled =
    value === undefined
      ? {}
      : { value: value ? parseDate(value) : null, onChange: (d: DateValue) => onChange?.(d.toString()) };
  return (
    <I18nProvider locale={intlLocaleFor(i18n.language)}>
      {Object.entries(descriptions).map(([key, text]) => (
        <VisuallyHidden key={key} id={descriptionId(key)}>
          {text}
        </VisuallyHidden>
      ))}
      <Frame $size={size}>
        <AriaCalendar
          aria-label={props['aria-label']}
          aria-describedby={props['aria-describedby']}
          {...controlled}
          defaultFocusedValue={defaultFocusedValue ? parseDate(defaultFocusedValue) : undefined}
          isDateUnavailable={dayInfo ? (d: DateValue) => info(d).unavailable === true : undefined}
          firstDayOfWeek="mon"
        >
          <Header $size={size}>
            <Nav $size={size} slot="previous" aria-label={t('datePicker.previousMonth')}>
              ‹
            </Nav>
            <Heading />
            <Nav $size={size} slot="next" aria-label={t('datePicker.nextMonth')}>
              ›
            </Nav>
          </Header>
          <CalendarGrid>
            <CalendarGridHeader>{(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}</CalendarGridHeader>
            <CalendarGridBody>
              {(date) => {
                const day = info(date);
                const description = day.description ? descriptionId(day.description) : null;
                return (
                  <Cell
                    date={date}
                    $size={size}
                    $state={day.state ?? null}
                    $today={date.toString() === today}
                    $ring={props.selectionRing === true}
                    ref={props.descriptions ? describeDay(description) : undefined}
                  />
                );
              }}
            </CalendarGridBody>
          </CalendarGrid>
        </AriaCalendar>
      </Frame>
    </I18nProvider>
  );
}
