import { parseDate, type DateValue } from '@internationalized/date';
import { useId } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import type { CalendarDay } from '@/lib/api/contract/patient-booking/session-booking';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';
import { pickerDay, type PickedSession, type PickerDayStatus } from '../model/session-picker';

const statusColour = (theme: DefaultTheme, status: PickerDayStatus | null) => {
  switch (status) {
    case 'free':
      return { bg: theme.color.surface, fg: theme.color.primary, border: theme.color.primary };
    case 'selected':
      return { bg: theme.color.primary, fg: theme.color.onPrimary, border: theme.color.primary };
    case 'waiting-list':
      return { bg: theme.color.surfaceAlt, fg: theme.color.text, border: theme.color.border };
    case 'force-booking':
      return { bg: theme.color.surface, fg: theme.color.accent, border: theme.color.accent };
    case 'busy':
    case 'closed':
    case 'limit':
    case null:
      return { bg: 'transparent', fg: theme.color.textMuted, border: 'transparent' };
  }
};

const Root = styled(Calendar)`
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  table {
    border-collapse: separate;
    border-spacing: ${({ theme }) => theme.space[1]};
    width: 100%;
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
` as typeof Calendar;
const Nav = styled(AriaButton)`
  min-width: ${({ theme }) => theme.space[6]};
  min-height: ${({ theme }) => theme.space[6]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
`;
const Cell = styled(CalendarCell)<{ $status: PickerDayStatus | null }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => `calc(${theme.space[1]} / 2) solid`};
  border-color: ${({ theme, $status }) => statusColour(theme, $status).border};
  background: ${({ theme, $status }) => statusColour(theme, $status).bg};
  color: ${({ theme, $status }) => statusColour(theme, $status).fg};
  cursor: pointer;
  outline: none;
  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-unavailable],
  &[data-disabled] {
    cursor: default;
    /* A chosen day at the limit stays filled and readable: it is the patient's, not unavailable. */
    text-decoration: ${({ $status }) => ($status === 'selected' ? 'none' : 'line-through')};
  }
  /* The open day: a thicker ring, so it reads apart from the other available days. */
  &[data-selected] {
    box-shadow: ${({ theme }) => `0 0 0 calc(${theme.space[1]} / 2) ${theme.color.text}`};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
  }
`;

/** Props of the month calendar with day statuses. */
export interface SessionCalendarProps {
  days: readonly CalendarDay[];
  picked: readonly PickedSession[];
  today: string;
  value: string | null;
  onChange: (date: string) => void;
  /** Month to show first (the first open day). */
  focusDate: string;
  /** The patient holds the most sessions allowed: no day can be opened. */
  limitReached: boolean;
  /** Id of the text saying why no day can be opened, read when the calendar takes focus. */
  'aria-describedby'?: string;
}

const statuses: readonly PickerDayStatus[] = [
  'free',
  'selected',
  'busy',
  'waiting-list',
  'force-booking',
  'closed',
  'limit',
];

/**
 * Points a day's button at its status words. react-aria passes neither aria-description
 * nor aria-describedby from CalendarCell to the button, and leaves the attribute alone
 * when it has no description of its own, so it is set on the element (the cell's ref is its td).
 */
const describeDay = (id: string | null) => (td: HTMLTableCellElement | null) => {
  const button = td?.firstElementChild;
  if (!button) return;
  if (id) button.setAttribute('aria-describedby', id);
  else button.removeAttribute('aria-describedby');
};

/** A Monday-first month whose days show the picker statuses; unavailable days cannot be chosen. */
export function SessionCalendar(props: SessionCalendarProps) {
  const { days, picked, today, value, onChange, focusDate, limitReached, 'aria-describedby': describedBy } = props;
  const { t, i18n } = useTranslation('patient-booking');
  const ids = useId();
  const byDate = new Map(days.map((d) => [d.calendarDate, d]));
  const info = (date: DateValue) => pickerDay(byDate.get(date.toString()), picked, today, limitReached);
  const statusId = (status: PickerDayStatus) => `${ids}-${status}`;
  return (
    <I18nProvider locale={intlLocaleFor(i18n.language)}>
      {statuses.map((status) => (
        <VisuallyHidden key={status} id={statusId(status)}>
          {t(`picker.status.${status}`)}
        </VisuallyHidden>
      ))}
      <Root
        aria-label={t('picker.stepDate')}
        aria-describedby={describedBy}
        value={value ? parseDate(value) : null}
        defaultFocusedValue={parseDate(focusDate)}
        onChange={(d) => onChange(d.toString())}
        isDateUnavailable={(d) => info(d).disabled}
        firstDayOfWeek="mon"
      >
        <header>
          <Nav slot="previous" aria-label={t('picker.previousMonth')}>
            ‹
          </Nav>
          <Heading />
          <Nav slot="next" aria-label={t('picker.nextMonth')}>
            ›
          </Nav>
        </header>
        <CalendarGrid>
          <CalendarGridHeader>{(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}</CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const { status } = info(date);
              return (
                <Cell date={date} $status={status} ref={describeDay(status ? statusId(status) : null)}>
                  {({ formattedDate }) => formattedDate}
                </Cell>
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
      </Root>
    </I18nProvider>
  );
}
