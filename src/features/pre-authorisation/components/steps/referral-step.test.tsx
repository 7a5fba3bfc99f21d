// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createInstance } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import enPaf from '../../../../../locales/en/pre-authorisation.json';
import enUi from '../../../../../locales/en/ui.json';
import { styledTheme } from '../../../../../themes/styled-theme';
import '@/components/ui/test-utils/render-ui';
import { apiClient } from '@/lib/api/api-client';
import { setErrorReporter } from '@/lib/api/error-reporter';
import { createTenantContextValue, TenantContext } from '@/lib/tenant/tenant-context';
import { buildTenantBundle } from '@/testing/tenant-factory';
import { initialWizardState, type WizardState } from '../../model/wizard-state';
import { ReferralStep } from './referral-step';

const calls: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = (config) => {
  calls.push(config);
  const data = {
    code: true,
    status: 200,
    data: { clientId: 'c1', requireReferralDateTime: false, referralUploadLimitMb: 5, documentTypes: [] },
  };
  return Promise.resolve({ data, status: 200, statusText: '', headers: {}, config });
};

function Harness({ start }: { start: Partial<WizardState> }) {
  const [state, setState] = useState<WizardState>({
    ...initialWizardState(),
    clientId: 'c1',
    caseId: 'CASE1',
    ...start,
  });
  return (
    <ReferralStep
      state={state}
      update={(patch) => setState((s) => ({ ...s, ...patch }))}
      next={() => undefined}
      back={() => undefined}
    />
  );
}

function renderStep(start: Partial<WizardState> = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['pre-authorisation', 'ui'],
    defaultNS: 'pre-authorisation',
    resources: { en: { 'pre-authorisation': enPaf, ui: enUi } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={styledTheme}>
          <TenantContext.Provider value={createTenantContextValue(buildTenantBundle())}>
            <Harness start={start} />
          </TenantContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const referred = { referral: { ...initialWizardState().referral, isPatientReferred: true, isReferralLetter: false } };
const posts = () => calls.filter((c) => c.method === 'post');

beforeEach(() => {
  calls.length = 0;
  apiClient.defaults.adapter = adapter;
  setErrorReporter(() => undefined);
  window.scrollTo = () => undefined;
});

describe('ReferralStep', () => {
  it('drops errors of fields the new answer hides or fills, instead of keeping the old list', async () => {
    renderStep(referred);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getAllByText("Referring Doctor's Name cannot be empty").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Referring Doctor's Phone Number cannot be empty").length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText(/Referring Doctor's Name/), 'Dr Tan');
    expect(screen.queryAllByText("Referring Doctor's Name cannot be empty")).toHaveLength(0);
    expect(screen.getAllByText("Referring Doctor's Phone Number cannot be empty").length).toBeGreaterThan(0);

    const referredGroup = screen.getByRole('radiogroup', { name: 'Was the patient referred by another doctor?' });
    await user.click(referredGroup.querySelector('input[value="No"]') as HTMLElement);
    expect(screen.queryAllByText(/cannot be empty/)).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('refuses a file over 5 MB or of another type as it is picked, before anything is uploaded', async () => {
    renderStep();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Financial Counselling');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(screen.getByRole('alert').textContent).toBe('Only files that are 5MB or less are allowed.');
    expect(screen.queryByText('scan.pdf')).toBeNull();

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('Only images and PDF files can be uploaded');
    expect(screen.queryByText('notes.txt')).toBeNull();

    await user.upload(input, new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('letter.pdf')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts()).toHaveLength(0);
  });
});
