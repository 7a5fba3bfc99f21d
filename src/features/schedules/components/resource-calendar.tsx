import 'temporal-polyfill/global';
import '@schedule-x/theme-default/dist/index.css';
import {
  createViewDay,
  createViewWeek,
  type BackgroundEvent,
  type CalendarConfig,
  type CalendarEventExternal,
} from '@schedule-x/calendar';
import { ScheduleXCalendar, useCalendarApp } from '@schedule-x/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { breakpoints } from '@themes/tokens';
import styled from 'styled-components';
import { Temporal } from 'temporal-polyfill';
import { hairline } from '@/components/ui/shared/metrics';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';
import { afterPaint } from '@/lib/loading/after-paint';
import type { CalendarLayout } from '../model/calendar-layout';
import type { AvailableBlock, ScheduleEvent } from '../model/schedule-events';
import { calendarTranslations } from '../model/calendar-words';

/** One resource column: a doctor at a location (or all screening locations). */
export interface CalendarColumn {
  key: string;
  title: string;
  subtitle: string;
  events: ScheduleEvent[];
  available: AvailableBlock[];
}

/** Props of the resource calendar. */
export interface ResourceCalendarProps {
  columns: readonly CalendarColumn[];
  /** Selected local date, YYYY-MM-DD (shared by every column). */
  date: string;
  layout: CalendarLayout;
  /** The tenant's IANA zone: the grid shows clinic time on any device. */
  timeZone: string;
  onEventClick: (event: ScheduleEvent) => void;
  /** A click on an empty time cell of a column, as an ISO instant. */
  onTimeClick?: (columnKey: string, instant: string) => void;
}

const Columns = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: ${({ $count }) => `repeat(${$count}, minmax(min(100%, 14rem), 1fr))`};
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;

  /* One set of navigation controls for all columns: ours. */
  .sx__calendar-header {
    display: none;
  }
  .sx__calendar-wrapper {
    border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
    border-radius: ${({ theme }) => theme.radii.md};
    font-family: ${({ theme }) => theme.fonts.body};
  }
  .sx__time-grid-event-inner,
  .sx__time-grid-event-title {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .sx__time-grid-event {
    cursor: pointer;
    /* A short booking (15 min is 20 px on this grid) is still a 24 px target (WCAG 2.5.8). */
    min-height: 24px;
  }

  /* Phones: doctors' columns stack, each with its own time axis, instead of scrolling sideways. */
  @media (max-width: ${breakpoints.sm - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Column = styled.section<{ $axis: boolean }>`
  min-width: 0;
  /* Side by side, columns after the first share the first column's time axis. */
  @media (min-width: ${breakpoints.sm}px) {
    ${({ $axis, theme }) => ($axis ? '' : `.sx__week-grid__time-axis { display: none; } .sx__calendar-wrapper { --sx-calendar-week-grid-padding-left: ${theme.space[1]}; }`)}
  }
`;

const ColumnTitle = styled.h3`
  margin: ${({ theme }) => `0 0 ${theme.space[1]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  small {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Legend colours come from the tenant palette through CSS variables, so light/dark follow the theme. */
const colours = (main: string) => ({ main, container: 'var(--color-surface)', onContainer: 'var(--color-text)' });
const calendars = {
  confirmed: {
    colorName: 'confirmed',
    lightColors: colours('var(--color-primary)'),
    darkColors: colours('var(--color-primary)'),
  },
  choice: {
    colorName: 'choice',
    lightColors: colours('var(--color-accent)'),
    darkColors: colours('var(--color-accent)'),
  },
};

const toExternal = (e: ScheduleEvent): CalendarEventExternal => ({
  id: e.id,
  title: e.title,
  start: e.start,
  end: e.end,
  calendarId: e.calendarId,
});

/** The calendar's internal state, as @schedule-x hands it to `beforeRender` (its type is not exported). */
type CalendarInternals = Parameters<NonNullable<NonNullable<CalendarConfig['callbacks']>['beforeRender']>>[0];

const viewFor = (layout: CalendarLayout) => (layout.view === 'week' ? createViewWeek() : createViewDay());

/**
 * Moves a live calendar to another date, view or number of days through the
 * signals its own controls use (what @schedule-x/calendar-controls does):
 * re-creating it instead cost a whole calendar mount per step, the slowest part
 * of "next week" and "week → day" (docs/decisions/0074-the-clinic-schedules-calendar-is-moved.md).
 */
function moveCalendar($app: CalendarInternals, date: string, layout: CalendarLayout) {
  const selected = Temporal.PlainDate.from(date);
  const sameView = $app.calendarState.view.value === layout.view;
  const sameDays = $app.config.weekOptions.value.nDays === layout.nDays;
  if (sameView && sameDays) {
    if (!$app.datePickerState.selectedDate.value.equals(selected)) $app.datePickerState.selectedDate.value = selected;
    return;
  }
  // A new selected date sets the range through the current view, which must be on offer at every step; once
  // there, only the view on screen is offered, as at creation (with both, @schedule-x swaps week for day on phones).
  const view = viewFor(layout);
  $app.config.views.value = [...$app.config.views.value, view];
  $app.config.weekOptions.value = { ...$app.config.weekOptions.value, nDays: layout.nDays };
  $app.calendarState.setView(layout.view, selected);
  $app.datePickerState.selectedDate.value = selected;
  $app.config.views.value = [view];
}

const backgroundOf = (available: readonly AvailableBlock[], title: string): BackgroundEvent[] =>
  available.map((b) => ({
    start: b.start,
    end: b.end,
    title,
    style: { background: 'var(--color-surface-alt)', opacity: 1 },
  }));

function ColumnCalendar({
  column,
  date,
  layout,
  timeZone,
  onEventClick,
  onTimeClick,
  locale,
}: Omit<ResourceCalendarProps, 'columns'> & { column: CalendarColumn; locale: string }) {
  const { t } = useTranslation('schedules');
  const byId = useMemo(() => new Map(column.events.map((e) => [e.id, e])), [column.events]);
  const events = useMemo(() => column.events.map(toExternal), [column.events]);
  const availableTitle = t('legend.available');
  const background = useMemo(() => backgroundOf(column.available, availableTitle), [column.available, availableTitle]);
  // @schedule-x keeps the callbacks it was created with, and the calendar now
  // outlives date, view and data changes; event ids are only unique within one
  // answer, so the callbacks read the current events and handlers through a ref.
  const current = useRef({ byId, onEventClick, onTimeClick });
  useEffect(() => {
    current.current = { byId, onEventClick, onTimeClick };
  });
  const internals = useRef<CalendarInternals | null>(null);
  const app = useCalendarApp({
    views: [viewFor(layout)],
    defaultView: layout.view,
    selectedDate: Temporal.PlainDate.from(date),
    timezone: timeZone,
    locale,
    translations: calendarTranslations(locale, t),
    firstDayOfWeek: 1,
    dayBoundaries: { start: '07:00', end: '22:00' },
    weekOptions: {
      nDays: layout.nDays,
      gridHeight: 1200,
      eventOverlap: false,
      // 24-hour axis labels (docs/product/schedules.md#calendar-views).
      timeAxisFormatOptions: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    },
    calendars,
    events,
    backgroundEvents: background,
    callbacks: {
      beforeRender: ($app) => {
        internals.current = $app;
      },
      onEventClick: (event) => {
        const found = current.current.byId.get(String(event.id));
        if (found) current.current.onEventClick(found);
      },
      onClickDateTime: (dateTime) => current.current.onTimeClick?.(column.key, dateTime.toInstant().toString()),
    },
  });
  // Date, view and data changes update the calendar in place; only a new language remounts it (see key below).
  // Each lands after the next paint, so the press that asked for it paints (toolbar, range) without waiting for
  // the grid: @schedule-x redraws a whole week synchronously.
  useEffect(
    () =>
      afterPaint(() => {
        if (internals.current) moveCalendar(internals.current, date, layout);
      }),
    [app, date, layout],
  );
  useEffect(() => afterPaint(() => app?.events.set(events)), [app, events]);
  useEffect(
    () =>
      afterPaint(() => {
        if (internals.current) internals.current.calendarEvents.backgroundEvents.value = background;
      }),
    [app, background],
  );
  return <ScheduleXCalendar calendarApp={app} />;
}

/**
 * A column's calendar is drawn a frame after the column appears: @schedule-x
 * draws a whole week synchronously, and the tick of a doctor that asked for it
 * should paint first (its cached week would otherwise be drawn inside the tick).
 */
function DeferredColumnCalendar(
  props: Omit<ResourceCalendarProps, 'columns'> & { column: CalendarColumn; locale: string },
) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPaint(() => setReady(true)), []);
  return ready ? <ColumnCalendar {...props} /> : null;
}

/**
 * The resource layouts built from open views (resource views are premium):
 * one @schedule-x calendar per column sharing one date, one time axis and our
 * toolbar. Week (7 days) for one column, 3 days for two, a day for more.
 */
export function ResourceCalendar({ columns, ...rest }: ResourceCalendarProps) {
  const { i18n } = useTranslation();
  const locale = intlLocaleFor(i18n.language);
  const ref = useRef<HTMLDivElement>(null);
  // @schedule-x labels some plain divs (the date grid); a label needs a role, so give them "group".
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const fix = () =>
      root
        .querySelectorAll('.sx__calendar-wrapper div[aria-label]:not([role])')
        .forEach((el) => el.setAttribute('role', 'group'));
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Columns
      ref={ref}
      $count={Math.max(1, columns.length)}
      data-layout={rest.layout.view}
      data-ndays={rest.layout.nDays}
    >
      {columns.map((column, i) => (
        <Column
          key={column.key}
          $axis={i === 0}
          aria-label={`${column.title}, ${column.subtitle}`}
          data-column={column.key}
        >
          {columns.length > 1 ? (
            <ColumnTitle>
              {column.title}
              <small>{column.subtitle}</small>
            </ColumnTitle>
          ) : null}
          <DeferredColumnCalendar key={locale} column={column} locale={locale} {...rest} />
        </Column>
      ))}
    </Columns>
  );
}
