// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { styledTheme } from '../../../../themes/styled-theme';
import { createTestI18n } from '@/testing/render-ui';
import { DatePicker } from './date-picker';
import { DatePickerPlaceholder } from './date-picker-placeholder';

// The placeholder stands in for the picker while its code loads. For the swap
// to move nothing it must show what the picker will show, segment for segment.
async function renderIn(language: string, ui: ReactElement) {
  const i18n = createTestI18n();
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}

describe('DatePickerPlaceholder', () => {
  it.each([
    ['en', null],
    ['en', '2025-03-07'],
    ['zh-HK', null],
    ['zh-HK', '2025-03-07'],
    ['ms', null],
    ['id', null],
    ['id', '2025-12-31'],
  ])('shows the segments the %s picker shows for %s', async (language, value) => {
    const picker = await renderIn(
      language,
      <DatePicker label="Date" value={value} onChange={() => {}} timeZone="Asia/Singapore" />,
    );
    const shown = [...picker.container.querySelectorAll('[data-type]')].map((s) => s.textContent);
    picker.unmount();

    await renderIn(language, <DatePickerPlaceholder label="Date" value={value} />);
    const group = screen.getByRole('group', { name: 'Date' });
    const drawn = [...group.querySelectorAll('span > span')].map((s) => s.textContent);
    expect(shown.length).toBeGreaterThanOrEqual(5);
    expect(drawn).toEqual(shown);
  });

  it('is a labelled, described group that says it cannot be used yet and takes no focus', async () => {
    await renderIn(
      'en',
      <DatePickerPlaceholder label="Date of birth" description="As on your ID" value="1990-05-01" />,
    );
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('As on your ID');
    expect(group.querySelectorAll('button, input, [tabindex]')).toHaveLength(0);
  });

  it('shows an error message as the picker does, and ties it to the group', async () => {
    await renderIn('en', <DatePickerPlaceholder label="Date of birth" errorMessage="Date of Birth cannot be empty" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.hasAttribute('data-invalid')).toBe(true);
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Date of Birth cannot be empty',
    );
  });
});
