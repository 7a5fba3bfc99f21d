// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/testing/render-ui';
import { styledTheme } from '../../../../themes/styled-theme';
import { MiniCalendar } from './mini-calendar';

async function renderIn(language: string) {
  const i18n = createTestI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <MiniCalendar label="Calendar" value="2026-11-23" onChange={() => {}} timeZone="Asia/Jakarta" />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('MiniCalendar', () => {
  it.each([
    ['en', 'November 2026'],
    ['id', 'November 2026'],
    ['zh-HK', '2026年11月'],
  ])('names the month in the portal language (%s)', async (language, month) => {
    await renderIn(language);
    expect(screen.getByRole('heading').textContent).toBe(`Calendar, ${month}`);
  });

  it('names the weekdays in the portal language, Monday first', async () => {
    await renderIn('zh-HK');
    const days = [...document.querySelectorAll('thead th')].map((h) => h.textContent);
    expect(days).toEqual(['一', '二', '三', '四', '五', '六', '日']);
  });
});
