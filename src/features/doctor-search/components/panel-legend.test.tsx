// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { styledTheme } from '../../../../themes/styled-theme';
import enSearch from '../../../../locales/en/doctor-search.json';
import type { Panel } from '@/lib/api/contract/doctor-search';
import { PanelLegend, usePanelBadgeLabel } from './panel-legend';

function wrapper({ children }: { children: ReactNode }) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'doctor-search': enSearch } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

const lionCity: Panel = { name: 'Lion City Assurance', code: 'LC', iconUrl: '/lc.svg' };
const kowloon: Panel = { name: 'Kowloon Life', iconUrl: '/kl.svg' };

function BadgeLabels({ panels }: { panels: Panel[] }) {
  const label = usePanelBadgeLabel();
  return <>{panels.map(label).join(' | ')}</>;
}

describe('PanelLegend', () => {
  it('names each badge the server sent: its code on the icon, the payor beside it', () => {
    render(<PanelLegend panels={[lionCity, kowloon]} />, { wrapper });
    const legend = screen.getByRole('region', { name: 'Panel badges' });
    expect(within(legend).getByText(/whose panel the doctor is on/)).toBeTruthy();
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Lion City Assurance', 'Kowloon Life']);
    expect(within(items[0]!).getByRole('img', { name: 'LC' })).toBeTruthy();
  });

  it('is left out when no result has a badge', () => {
    const { container } = render(<PanelLegend panels={[]} />, { wrapper });
    expect(container.textContent).toBe('');
  });

  it("gives badges the legend's meaning as their accessible name", () => {
    render(<BadgeLabels panels={[lionCity, kowloon]} />, { wrapper });
    expect(screen.getByText('LC: on the Lion City Assurance panel | On the Kowloon Life panel')).toBeTruthy();
  });
});
