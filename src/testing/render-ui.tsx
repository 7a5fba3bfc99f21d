import { render, type RenderOptions } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { styledTheme } from '../../themes/styled-theme';
import enUi from '../../locales/en/ui.json';

// jsdom lacks CSS.escape, which react-aria's overlays and collections call.
if (typeof window !== 'undefined' && !window.CSS?.escape) {
  const escape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
  Object.assign(window, { CSS: { ...(window.CSS ?? {}), escape } });
}

/** An i18next instance with the English `ui` strings loaded synchronously. */
export function createTestI18n() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['ui'],
    defaultNS: 'ui',
    resources: { en: { ui: enUi } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return i18n;
}

/** Renders UI under the styled theme and English strings, as the app would. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const i18n = createTestI18n();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
