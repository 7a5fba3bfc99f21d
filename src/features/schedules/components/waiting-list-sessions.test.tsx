// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { WaitingSession } from '@/lib/api/contract/waiting-list';
import { createTestI18n } from '@/testing/render-ui';
import { styledTheme } from '../../../../themes/styled-theme';
import enSchedules from '../../../../locales/en/schedules.json';
import zhSchedules from '../../../../locales/zh-HK/schedules.json';
import { WaitingListSessions } from './waiting-list-sessions';

const entry = (position: number, status: WaitingSession['entries'][number]['status'], offeredUntil: string | null) => ({
  position,
  referenceNo: `MCU10020${position}`,
  requestType: 'MCU' as const,
  displayName: `Patient ${position}`,
  preferencePriority: 1,
  joinedAt: '2026-11-20T02:00:00Z',
  status,
  offeredUntil,
});

// 01:00Z is 09:00 in Singapore; the offer is held until 10:30Z, 18:30 there.
const session: WaitingSession = {
  slotId: 's1',
  unitId: 12,
  resourceName: 'Health Screening',
  locationName: 'Orchard',
  session: {
    start: '2026-12-03T01:00:00Z',
    end: '2026-12-03T04:00:00Z',
    localDate: '2026-12-03',
    startTime: '09:00',
    endTime: '12:00',
    timeZone: 'Asia/Singapore',
  },
  capacity: 2,
  bookedCount: 2,
  entries: [entry(1, 'offered', '2026-11-26T10:30:00Z'), entry(2, 'waiting', null), entry(3, 'expired', null)],
};

async function renderIn(language: string, sessions: WaitingSession[] = [session]) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'schedules', enSchedules);
  i18n.addResourceBundle('zh-HK', 'schedules', zhSchedules);
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <MemoryRouter>
          <WaitingListSessions sessions={sessions} />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('WaitingListSessions', () => {
  it("lists the patients in offer order with their state, times in the session's zone", async () => {
    await renderIn('en');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('03 Dec 2026, 09:00 AM – 12:00 PM');
    const rows = within(screen.getByRole('list', { name: /Patients waiting/ })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1.Patient 1MCU100201Choice 1Offered until 06:30 PM',
      '2.Patient 2MCU100202Choice 1Waiting',
      '3.Patient 3MCU100203Choice 1Expired',
    ]);
    expect(screen.getByText('2 of 2 booked')).toBeTruthy();
    expect(screen.getByText('Health Screening · Orchard')).toBeTruthy();
  });

  it('names a centre that is its own location once', async () => {
    const centre = 'Vital Screening (Sham Shui Po)';
    await renderIn('en', [{ ...session, resourceName: centre, locationName: centre }]);
    expect(screen.getByText(centre)).toBeTruthy();
  });

  it('words the states in the UI language', async () => {
    await renderIn('zh-HK');
    expect(screen.getByText('候補中')).toBeTruthy();
    expect(screen.getByText(/^保留至/).textContent).toBe('保留至下午06:30');
  });
});
