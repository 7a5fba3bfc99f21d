// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import { styledTheme } from '../../../themes/styled-theme';
import enCommon from '../../../locales/en/common.json';
import { createTestI18n } from '@/testing/render-ui';
import { ThemeToggle } from './theme-toggle';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dataset.theme = 'light';
});

function renderToggle() {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'common', enCommon);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <ThemeToggle />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('ThemeToggle', () => {
  it('says what pressing it does, in either theme', async () => {
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    const toLight = screen.getByRole('button', { name: 'Switch to light theme' });
    // The name carries the state, so no aria-pressed that would contradict it.
    expect(toLight.hasAttribute('aria-pressed')).toBe(false);
    await userEvent.click(toLight);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });
});
