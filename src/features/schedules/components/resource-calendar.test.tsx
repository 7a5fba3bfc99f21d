// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/testing/render-ui';
import enSchedules from '../../../../locales/en/schedules.json';
import { styledTheme } from '../../../../themes/styled-theme';
import { layoutFor, type CalendarLayout } from '../model/calendar-layout';
import { ResourceCalendar, type CalendarColumn } from './resource-calendar';

const column: CalendarColumn = { key: '7', title: 'Dr. Tan', subtitle: 'Orchard', events: [], available: [] };

function renderCalendar() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'schedules', enSchedules);
  const ui = (date: string, layout: CalendarLayout) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <ResourceCalendar
          columns={[column]}
          date={date}
          layout={layout}
          timeZone="Asia/Singapore"
          onEventClick={() => undefined}
        />
      </ThemeProvider>
    </I18nextProvider>
  );
  const view = render(ui('2026-11-23', layoutFor(1, 'week')));
  return { ...view, show: (date: string, layout: CalendarLayout) => view.rerender(ui(date, layout)) };
}

/** The days the grid shows, as their day-of-month numbers. */
const shownDays = (root: HTMLElement) =>
  [...root.querySelectorAll('.sx__week-grid__date-number')].map((el) => el.textContent?.trim());

describe('ResourceCalendar', () => {
  it('moves the one calendar it made to another week and to the day view instead of re-creating it', async () => {
    const { container, show } = renderCalendar();
    await waitFor(() => expect(shownDays(container)).toEqual(['23', '24', '25', '26', '27', '28', '29']));
    const wrapper = container.querySelector('.sx__calendar-wrapper');
    expect(wrapper).not.toBeNull();

    act(() => show('2026-11-30', layoutFor(1, 'week')));
    await waitFor(() => expect(shownDays(container)).toEqual(['30', '1', '2', '3', '4', '5', '6']));
    act(() => show('2026-12-02', layoutFor(1, 'day')));
    await waitFor(() => expect(shownDays(container)).toEqual(['2']));
    expect(container.querySelector('[data-layout="day"]')).not.toBeNull();
    // The same calendar element throughout: a remount per step was the slow part of these presses.
    expect(container.querySelector('.sx__calendar-wrapper')).toBe(wrapper);
  });
});
