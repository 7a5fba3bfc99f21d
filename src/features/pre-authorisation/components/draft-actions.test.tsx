// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import enCommon from '../../../../locales/en/common.json';
import enPaf from '../../../../locales/en/pre-authorisation.json';
import enUi from '../../../../locales/en/ui.json';
import { styledTheme } from '../../../../themes/styled-theme';
import '@/testing/render-ui';
import { apiClient } from '@/lib/api/api-client';
import { setErrorReporter } from '@/lib/api/error-reporter';
import { DraftActions } from './draft-actions';

const calls: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = (config) => {
  calls.push(config);
  const data = { code: true, status: 200, data: { caseId: 'PAF-1', discarded: true } };
  return Promise.resolve({ data, status: 200, statusText: '', headers: {}, config });
};

function renderActions() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['pre-authorisation', 'ui', 'common'],
    defaultNS: 'pre-authorisation',
    resources: { en: { 'pre-authorisation': enPaf, ui: enUi, common: enCommon } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={styledTheme}>
          <MemoryRouter initialEntries={['/epaf/role/specialist/case/PAF-1']}>
            <Routes>
              <Route path="/epaf/role/specialist/case/PAF-1" element={<DraftActions caseId="PAF-1" />} />
              <Route path="/preauth" element={<p>the list</p>} />
              <Route path="/paf" element={<p>the wizard</p>} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  apiClient.defaults.adapter = adapter;
  setErrorReporter(() => undefined);
});

describe('DraftActions', () => {
  it('discards only after the confirmation, then goes back to the list', async () => {
    renderActions();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard this draft?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep draft' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('the list')).toBeTruthy());
    // The XSRF cookie is primed first (api-client); the one change is the draft's DELETE.
    const changes = calls.filter((c) => c.method !== 'get');
    expect(changes.map((c) => [c.method, c.url])).toEqual([['delete', '/pds/v1/paf/draft/case/PAF-1']]);
  });

  it('continues the wizard at the case', async () => {
    renderActions();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue the form' }));
    expect(screen.getByText('the wizard')).toBeTruthy();
  });
});
