import { parseDate, type DateValue } from '@internationalized/date';
import { useId } from 'react';
import {
  Calendar as AriaCalendar,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { todayInZone } from '@/lib/format/dates';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Cell, Frame, Header, Nav } from './calendar-styles';
import type { CalendarDayInfo, CalendarSize } from './calendar-types';

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
 * week and month; month and weekday names come from the UI language; Monday first (docs/product/common.md#dates-and-times).
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
