import { today } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing, stroke } from '../shared/metrics';

const Root = styled(Calendar)`
  padding: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};
` as typeof Calendar;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const NavButton = styled(AriaButton)`
  min-width: ${({ theme }) => theme.space[6]};
  min-height: ${({ theme }) => theme.space[6]};
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

const Grid = styled(CalendarGrid)`
  border-collapse: collapse;

  th {
    padding-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Cell = styled(CalendarCell)<{ $today: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[6]};
  height: ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => `calc(${theme.space[1]} / 4)`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  /* "Today" in the tenant's zone, not the browser's (react-aria's data-today uses the browser zone). */
  font-weight: ${({ theme, $today }) => ($today ? theme.fontWeights.bold : theme.fontWeights.regular)};
  box-shadow: ${({ theme, $today }) => ($today ? `inset 0 0 0 ${stroke(theme)} ${theme.color.accent}` : 'none')};
  &[data-selected] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }
`;

/** Props of the popover calendar. */
export interface DatePickerCalendarProps {
  /** IANA zone that decides which day is marked as today. */
  timeZone: string;
}

/** The month grid shown in the date picker's popover; weeks start on Monday (docs/product/common.md#dates-and-times). */
export function DatePickerCalendar({ timeZone }: DatePickerCalendarProps) {
  const { t } = useTranslation('ui');
  const todayInZone = today(timeZone);
  return (
    <Root firstDayOfWeek="mon">
      <Header>
        <NavButton slot="previous" aria-label={t('datePicker.previousMonth')}>
          ‹
        </NavButton>
        <Heading />
        <NavButton slot="next" aria-label={t('datePicker.nextMonth')}>
          ›
        </NavButton>
      </Header>
      <Grid>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <Cell date={date} $today={date.compare(todayInZone) === 0} />}</CalendarGridBody>
      </Grid>
    </Root>
  );
}
