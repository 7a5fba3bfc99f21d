// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import enPaf from '../../../../locales/en/pre-authorisation.json';
import enUi from '../../../../locales/en/ui.json';
import { styledTheme } from '../../../../themes/styled-theme';
import { apiClient } from '@/lib/api/api-client';
import { setErrorReporter } from '@/lib/api/error-reporter';
import { createTenantContextValue, TenantContext } from '@/lib/tenant/tenant-context';
import { buildTenantBundle } from '@/testing/tenant-factory';
import '@/testing/render-ui';
import { HospitalChargesForm } from './hospital-charges-form';

const calls: InternalAxiosRequestConfig[] = [];
let status = 200;
let reason: string | undefined;
const adapter: AxiosAdapter = (config) => {
  calls.push(config);
  const data =
    status === 200
      ? { code: true, status: 200, data: { caseId: 'C1' } }
      : { code: false, status, error: { message: 'x', ...(reason ? { reason } : {}) } };
  return Promise.resolve({ data, status, statusText: '', headers: {}, config });
};

function renderForm(onSubmitted: () => void = () => undefined) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['pre-authorisation', 'ui'],
    defaultNS: 'pre-authorisation',
    resources: { en: { 'pre-authorisation': enPaf, ui: enUi } },
    react: { useSuspense: false },
    initAsync: false,
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={styledTheme}>
          <TenantContext.Provider
            value={createTenantContextValue(buildTenantBundle({ currency: { code: 'MYR', label: 'RM' } }))}
          >
            {children}
          </TenantContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return render(<HospitalChargesForm caseId="C1" roleId="hospital" onSubmitted={onSubmitted} />, { wrapper: Wrapper });
}

beforeEach(() => {
  calls.length = 0;
  status = 200;
  reason = undefined;
  apiClient.defaults.adapter = adapter;
  setErrorReporter(() => undefined);
  window.scrollTo = () => undefined;
});

describe('HospitalChargesForm', () => {
  it("says the amounts are in the tenant's currency", () => {
    renderForm();
    expect(screen.getByLabelText(/Minimum Cost/).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('Amount in RM')).toHaveLength(2);
  });

  it('needs both values and refuses a minimum that is not below the maximum', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('This field cannot be empty').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/Minimum Cost/), '300');
    await user.type(screen.getByLabelText(/Maximum Cost/), '300');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Minimum cost cannot be larger than maximum cost.').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });

  it('blocks e, E, + and - and submits valid charges', async () => {
    let done = false;
    renderForm(() => (done = true));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Minimum Cost/), '1e+-00');
    expect(screen.getByLabelText<HTMLInputElement>(/Minimum Cost/).value).toBe('100');
    await user.type(screen.getByLabelText(/Maximum Cost/), '250.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(done).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.method === 'post')?.data))).toEqual({
      caseId: 'C1',
      minCost: 100,
      maxCost: 250.5,
    });
  });

  it('shows the spec message when saving fails', async () => {
    status = 500;
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Minimum Cost/), '1');
    await user.type(screen.getByLabelText(/Maximum Cost/), '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to save hospital charges.')).toBeTruthy();
  });

  it('says why when the server refuses charges on an unsigned or incomplete case', async () => {
    status = 409;
    reason = 'paf.notSigned';
    let done = false;
    renderForm(() => (done = true));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Minimum Cost/), '1');
    await user.type(screen.getByLabelText(/Maximum Cost/), '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Hospital charges can be entered once the specialist has completed and signed the form.'),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to save hospital charges.')).toBeNull();
    expect(done).toBe(false);
  });
});
