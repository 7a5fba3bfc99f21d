// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/testing/render-ui';
import { appointmentStatusKey, useAppointmentStatusLabel } from './appointment-status';
import en from '../../../locales/en/common.json';
import id from '../../../locales/id/common.json';
import ms from '../../../locales/ms/common.json';
import zhHK from '../../../locales/zh-HK/common.json';

function labelIn(language: string, common: Record<string, unknown>) {
  const i18n = createTestI18n();
  i18n.addResourceBundle(language, 'common', common);
  void i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useAppointmentStatusLabel(), { wrapper }).result.current;
}

describe('appointment status label', () => {
  it('shows the stored Cancel as the state Cancelled, in every locale', () => {
    expect(labelIn('en', en)('Cancel')).toBe('Cancelled');
    expect(labelIn('id', id)('Cancel')).toBe('Dibatalkan');
    expect(labelIn('ms', ms)('Cancel')).toBe('Dibatalkan');
    expect(labelIn('zh-HK', zhHK)('Cancel')).toBe('已取消');
  });

  it('shows every other status in English as the server sent it', () => {
    const label = labelIn('en', en);
    for (const status of ['Scheduled', 'Attended', 'No Show', 'Pending Patient Response', 'Incomplete']) {
      expect(label(status)).toBe(status);
    }
    expect(appointmentStatusKey('Cancelled')).toBeNull();
  });

  it('words every status in the other languages', () => {
    expect(labelIn('zh-HK', zhHK)('Pending Clinic Response')).toBe('等待診所回覆');
    expect(labelIn('id', id)('Scheduled')).toBe('Terjadwal');
    expect(labelIn('ms', ms)('No Show')).toBe('Tidak Hadir');
  });

  it('shows an unknown status as sent rather than a key', () => {
    expect(labelIn('zh-HK', zhHK)('On Hold')).toBe('On Hold');
  });
});
