import { parseDate, today } from '@internationalized/date';
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
import styled from 'styled-components';
import { focusRing, hairline, stroke } from '@/components/ui/shared/metrics';
import type { DayStatus } from '@/lib/api/contract/schedules/staff-schedule';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';

const Root = styled(Calendar)`
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};

  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    h2 {
      margin: 0;
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
` as typeof Calendar;

const Nav = styled(AriaButton)`
  min-width: ${({ theme }) => theme.space[5]};
  min-height: ${({ theme }) => theme.space[5]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  ${focusRing}
`;

const Cell = styled(CalendarCell)<{ $status?: DayStatus }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  outline: none;
  /* Day status as an underline: free/force-booking in success, closed struck through. */
  box-shadow: ${({ theme, $status }) =>
    $status === 'free'
      ? `inset 0 -${stroke(theme)} 0 ${theme.color.success}`
      : $status === 'force-booking'
        ? `inset 0 -${stroke(theme)} 0 ${theme.color.warning}`
        : 'none'};
  text-decoration: ${({ $status }) => ($status === 'closed' ? 'line-through' : 'none')};

  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
  }
`;

/** Props of the mini month calendar beside the schedule. */
export interface MiniCalendarProps {
  /** Selected local date, YYYY-MM-DD. */
  value: string;
  onChange: (date: string) => void;
  /** Display status per local date (free, force-booking, closed…). */
  statuses?: ReadonlyMap<string, DayStatus>;
  timeZone: string;
  /** Accessible name. */
  label: string;
}

/** A Monday-first month grid that moves the schedule; days carry their status. */
export function MiniCalendar({ value, onChange, statuses, timeZone, label }: MiniCalendarProps) {
  const { t, i18n } = useTranslation('ui');
  const todayInZone = today(timeZone);
  // Month and weekday names in the portal's language, as on the schedule beside it.
  return (
    <I18nProvider locale={intlLocaleFor(i18n.language)}>
      <Root aria-label={label} value={parseDate(value)} onChange={(d) => onChange(d.toString())} firstDayOfWeek="mon">
        <header>
          <Nav slot="previous" aria-label={t('datePicker.previousMonth')}>
            ‹
          </Nav>
          <Heading />
          <Nav slot="next" aria-label={t('datePicker.nextMonth')}>
            ›
          </Nav>
        </header>
        <CalendarGrid>
          <CalendarGridHeader>{(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}</CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <Cell
                date={date}
                $status={statuses?.get(date.toString())}
                data-today={date.compare(todayInZone) === 0 || undefined}
              />
            )}
          </CalendarGridBody>
        </CalendarGrid>
      </Root>
    </I18nProvider>
  );
}
