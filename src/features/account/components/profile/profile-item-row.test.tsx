// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { styledTheme } from '../../../../../themes/styled-theme';
import enAccount from '../../../../../locales/en/account.json';
import enUi from '../../../../../locales/en/ui.json';
import { ItemList, ProfileItemRow } from './profile-item-row';

function wrapper({ children }: { children: ReactNode }) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account: enAccount, ui: enUi } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <ItemList>{children}</ItemList>
      </ThemeProvider>
    </I18nextProvider>
  );
}

describe('ProfileItemRow', () => {
  it('shows a preferred item locked, with its badge and no actions', () => {
    render(<ProfileItemRow value="a@example.com" preferred onSetPreferred={vi.fn()} onDelete={vi.fn()} />, { wrapper });
    expect(screen.getByText('Preferred')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers Set as preferred and Delete, named after the item', async () => {
    const onSetPreferred = vi.fn();
    const onDelete = vi.fn();
    render(
      <ProfileItemRow value="b@example.com" preferred={false} onSetPreferred={onSetPreferred} onDelete={onDelete} />,
      { wrapper },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set as preferred: b@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete: b@example.com' }));
    expect(onSetPreferred).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
