// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import enBooking from '../../../../locales/en/patient-booking.json';
import zhBooking from '../../../../locales/zh-HK/patient-booking.json';
import zhUi from '../../../../locales/zh-HK/ui.json';
import { styledTheme } from '../../../../themes/styled-theme';
import type { UnitSchedule } from '@/lib/api/contract/patient-booking/session-booking';
import type { PatientCase } from '@/lib/api/contract/schedules/staff-booking';
import { createTestI18n } from '@/testing/render-ui';
import { RescheduleView } from './reschedule-view';

// Far ahead, so every slot is in the future whenever the test runs. 08:30Z is 16:30 in Singapore.
const day = '2031-03-04';
const at = (hhmm: string) => `${day}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00.000Z`;
const schedule: UnitSchedule = {
  unitId: 7,
  resourceName: 'Dr. Tan',
  locationName: 'Orchard',
  timeZone: 'Asia/Singapore',
  defaultDurationInMinute: 30,
  calendar: [
    {
      calendarDate: day,
      dayStatus: 'free',
      start: at('0100'),
      schedules: [
        { id: 's1', start: at('0100'), end: at('0130'), capacity: 1, bookedCount: 1 },
        { id: 's2', start: at('0830'), end: at('0900'), capacity: 1, bookedCount: 0 },
      ],
    },
  ],
};
const held = { slotStartAt: '2031-03-01T02:00:00.000Z', slotEndAt: '2031-03-01T02:30:00.000Z' };
const kase: PatientCase = {
  caseData: {
    person: {
      name: 'Ana Lim',
      gender: 'Female',
      age: 40,
      dob: '1990-01-01',
      medicalCondition: '',
      otherReason: '',
      email: 'ana@example.com',
      sms: '',
      documentLinks: [],
    },
    bookingResourceTitle: 'Dr. Tan',
    bookingLocation: 'Orchard',
  },
  bookedSchedule: [],
  assignedSlot: held,
  unitId: 7,
  referenceNo: 'OPD100014',
  serviceType: 'OPD',
  status: 'Scheduled',
  bookingRefusal: null,
};

function renderView(lng: 'en' | 'zh-HK') {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'patient-booking', enBooking);
  i18n.addResourceBundle('zh-HK', 'patient-booking', zhBooking);
  i18n.addResourceBundle('zh-HK', 'ui', zhUi);
  void i18n.changeLanguage(lng);
  const Providers = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
  return render(
    <RescheduleView kase={kase} held={held} schedule={schedule} serviceType="OPD" requesterId="OPD100014" />,
    { wrapper: Providers },
  );
}

describe("the patient's reschedule page", () => {
  it("shows the patient's appointment and free times on a 12-hour clock in English, none of the staff screen", () => {
    renderView('en');
    const current = screen.getByRole('article', { name: 'Your appointment' });
    expect(within(current).getByText('01 Mar 2031, 10:00 AM – 10:30 AM')).toBeTruthy();
    expect(within(current).getByText('OPD100014')).toBeTruthy();
    // The full 09:00 slot is not offered; the free one reads as the patient's clock, not "1630".
    const times = screen.getByRole('group', { name: '04 Mar 2031' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['04:30 PM']);
    for (const staff of ['Patient Details', "Patient's Choice", 'Add Appointment', '1630']) {
      expect(screen.queryByText(staff)).toBeNull();
    }
  });

  it('words the times in the UI language (zh-HK)', () => {
    renderView('zh-HK');
    expect(screen.getByRole('heading', { name: '選擇新的時間' })).toBeTruthy();
    const label = new Intl.DateTimeFormat('zh-HK', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Singapore',
    }).format(new Date(at('0830')));
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
    expect(label).not.toContain('PM');
  });
});
