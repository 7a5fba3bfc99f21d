// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import type { UnitSchedule } from '@/lib/api/contract/schedules/staff-schedule';
import { TenantContext, createTenantContextValue } from '@/lib/tenant/tenant-context';
import { createTestI18n } from '@/testing/render-ui';
import { buildTenantBundle } from '@/testing/tenant-factory';
import enCommon from '../../../../locales/en/common.json';
import enSchedules from '../../../../locales/en/schedules.json';
import { styledTheme } from '../../../../themes/styled-theme';
import { unitEvents, type ScheduleEvent } from '../model/schedule-events';
import { EventChooser } from './event-chooser';

const booking = (displayName: string, referenceId: string, status: string | null) => ({
  slotStartAt: '2026-12-03T01:00:00.000Z',
  slotEndAt: '2026-12-03T02:00:00.000Z',
  bookedCaseData: { displayName, referenceId, serviceType: 'MCU', status, packageName: null },
});

const unit: UnitSchedule = {
  unitId: 9,
  resourceName: 'Health Screening',
  locationName: 'Orchard',
  defaultDurationInMinute: 60,
  calendar: [
    {
      date: '2026-12-03',
      dayStatus: 'busy',
      start: '2026-12-02T16:00:00.000Z',
      schedules: [
        {
          start: '2026-12-03T01:00:00.000Z',
          end: '2026-12-03T04:00:00.000Z',
          bookedSlots: [
            booking('Tan Mei Ling', 'MCU100201', 'Scheduled'),
            booking('Lim Wei', 'MCU100202', 'Attended'),
            booking('Rahman', 'WALKIN-9-1', null),
          ],
        },
      ],
    },
  ],
  appointments: [],
  preferredSlots: [],
};

function renderChooser(onChoose: (event: ScheduleEvent) => void) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'schedules', enSchedules);
  i18n.addResourceBundle('en', 'common', enCommon);
  const [group] = unitEvents(unit, 'Asia/Singapore').events;
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <TenantContext.Provider value={createTenantContextValue(buildTenantBundle({ timeZone: 'Asia/Singapore' }))}>
          <EventChooser event={group!} onClose={() => undefined} onChoose={onChoose} />
        </TenantContext.Provider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('EventChooser', () => {
  it("lists a slot's bookings by name, reference and status, and opens the one picked from the keyboard", async () => {
    const onChoose = vi.fn<(event: ScheduleEvent) => void>();
    renderChooser(onChoose);
    const dialog = screen.getByRole('dialog', { name: 'Bookings, 03 Dec 2026 0900–1000' });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Tan Mei LingMCU100201 · Scheduled',
      'Lim WeiMCU100202 · Attended',
      'RahmanWalk-in',
    ]);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Lim WeiMCU100202 · Attended');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]![0]).toMatchObject({
      title: 'Lim Wei',
      referenceId: 'MCU100202',
      status: 'Attended',
    });
  });
});
