// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import enCommon from '../../../../locales/en/common.json';
import enInbox from '../../../../locales/en/patient-inbox.json';
import { styledTheme } from '../../../../themes/styled-theme';
import { apiClient } from '@/lib/api/api-client';
import { setErrorReporter } from '@/lib/api/error-reporter';
import type { SelfCancelState } from '@/lib/api/contract/patient-inbox/self-cancel';
import { TenantContext, createTenantContextValue } from '@/lib/tenant/tenant-context';
import { createTestI18n } from '@/testing/render-ui';
import { buildTenantBundle } from '@/testing/tenant-factory';
import { SelfCancel } from './self-cancel';

const calls: InternalAxiosRequestConfig[] = [];
let answer: (config: InternalAxiosRequestConfig) => Promise<never> = () => Promise.reject(new Error('unset'));
const adapter: AxiosAdapter = (config) => {
  calls.push(config);
  return answer(config);
};

function renderCancel(state: SelfCancelState) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'patient-inbox', enInbox);
  i18n.addResourceBundle('en', 'common', enCommon);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const Providers = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <QueryClientProvider client={client}>
          <TenantContext.Provider value={createTenantContextValue(buildTenantBundle())}>
            {children}
          </TenantContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
  return render(<SelfCancel serviceType="MCU" referenceNo="MCU100231" userId="u1" state={state} />, {
    wrapper: Providers,
  });
}

beforeEach(() => {
  calls.length = 0;
  apiClient.defaults.adapter = adapter;
  setErrorReporter(() => undefined);
  document.cookie = 'XSRF-TOKEN=0123456789abcdef0123';
});

describe('SelfCancel', () => {
  it('asks for a reason, and a refused cancel keeps the dialog and what was typed, with the reason why', async () => {
    answer = (config) => {
      const body = { code: false, status: 409, error: { message: 'Too late.', reason: 'selfCancel.tooLate' } };
      const response = { data: body, status: 409, statusText: '', headers: {}, config };
      return Promise.reject(new AxiosError('409', 'ERR_BAD_REQUEST', config, {}, response));
    };
    const user = userEvent.setup();
    // 02:00Z is 10:00 AM in Singapore (ava-sg's zone).
    renderCancel({ allowed: true, until: '2026-12-02T02:00:00Z', refusal: null });
    expect(screen.getByText('You can cancel online until 02 Dec 2026 10:00 AM.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByText('This field is mandatory')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Feeling better');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'It is too late to cancel this appointment online. Please contact the clinic.',
    );
    expect(JSON.parse(String(calls.at(-1)?.data))).toEqual({ reason: 'Feeling better' });
    expect(screen.getByRole('dialog', { name: 'Cancel appointment' })).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Reason for cancelling/).value).toBe('Feeling better');
  });

  it("after the cut-off offers no action and says why, with the tenant's hours", () => {
    renderCancel({ allowed: false, until: '2026-11-20T02:00:00Z', refusal: 'tooLate' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/no longer possible: .* up to 24 hours before they start/)).toBeTruthy();
  });
});
