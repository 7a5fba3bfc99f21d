// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { styledTheme } from '../../../../themes/styled-theme';
import { createTestI18n } from '@/testing/render-ui';
import { Calendar } from './calendar';
import type { CalendarDayInfo } from './calendar-types';

const days: Record<string, CalendarDayInfo> = {
  '2026-11-23': { state: 'available', description: 'free' },
  '2026-11-24': { state: 'chosen', description: 'selected' },
  '2026-11-25': { unavailable: true, description: 'busy' },
};

function Harness({ onChange }: { onChange?: (day: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Calendar
      aria-label="Date"
      timeZone="Asia/Jakarta"
      value={value}
      onChange={(day) => {
        setValue(day);
        onChange?.(day);
      }}
      defaultFocusedValue="2026-11-23"
      dayInfo={(day) => days[day] ?? {}}
      descriptions={{ free: 'Available', selected: 'Your choice', busy: 'Not available' }}
    />
  );
}

async function renderIn(language: string, onChange?: (day: string) => void) {
  const i18n = createTestI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <Harness onChange={onChange} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

// The narrow weekday initials each language writes (Isnin, Selasa… / Senin, Selasa…), not the English M T W.
const weekdaysIn: Record<string, string[]> = {
  'zh-HK': ['一', '二', '三', '四', '五', '六', '日'],
  ms: ['I', 'S', 'R', 'K', 'J', 'S', 'A'],
  id: ['S', 'S', 'R', 'K', 'J', 'S', 'M'],
};

describe('Calendar', () => {
  it.each([
    ['zh-HK', '2026年11月'],
    ['ms', 'November 2026'],
    ['id', 'November 2026'],
  ])('names months and weekdays in the UI language, Monday first (%s)', async (language, month) => {
    await renderIn(language);
    expect(screen.getByRole('heading').textContent).toBe(`Date, ${month}`);
    const weekdays = [...document.querySelectorAll('thead th')].map((h) => h.textContent ?? '');
    expect(weekdays).toEqual(weekdaysIn[language]);
  });

  it('describes each day by its state and refuses an unavailable day', async () => {
    const picked: string[] = [];
    await renderIn('en', (day) => picked.push(day));
    const day = (n: number) => screen.getByRole('button', { name: new RegExp(`\\b${n} November 2026`) });
    const describedBy = (n: number) => document.getElementById(day(n).getAttribute('aria-describedby') ?? '');
    expect(describedBy(23)?.textContent).toBe('Available');
    expect(describedBy(24)?.textContent).toBe('Your choice');
    expect(day(25).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(day(25));
    await userEvent.click(day(23));
    expect(picked).toEqual(['2026-11-23']);
  });

  it('moves by day and week from the keyboard', async () => {
    const picked: string[] = [];
    await renderIn('en', (day) => picked.push(day));
    screen.getByRole('button', { name: /\b23 November 2026/ }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(picked).toEqual(['2026-12-01']);
  });
});
