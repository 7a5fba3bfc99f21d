// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import enCommon from '../../../../locales/en/common.json';
import enInbox from '../../../../locales/en/patient-inbox.json';
import { styledTheme } from '../../../../themes/styled-theme';
import { apiClient } from '@/lib/api/api-client';
import { setErrorReporter } from '@/lib/api/error-reporter';
import { TenantContext, createTenantContextValue } from '@/lib/tenant/tenant-context';
import { createTestI18n } from '@/testing/render-ui';
import { buildTenantBundle } from '@/testing/tenant-factory';
import { ProposalPanel } from './proposal-panel';

const calls: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = (config) => {
  calls.push(config);
  return Promise.resolve({
    data: { code: true, status: 200, data: { status: 'Cancel' } },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
};

// 08:30Z is 04:30 PM in Singapore (ava-sg's zone).
const proposal = { requestId: 'req-1', slotStartAt: '2026-12-02T08:30:00.000Z', slotEndAt: '2026-12-02T09:00:00.000Z' };

function renderPanel() {
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
  return render(<ProposalPanel proposal={proposal} serviceType="OPD" referenceNo="OPD100020" userId="u1" />, {
    wrapper: Providers,
  });
}

beforeEach(() => {
  calls.length = 0;
  apiClient.defaults.adapter = adapter;
  setErrorReporter(() => undefined);
  document.cookie = 'XSRF-TOKEN=0123456789abcdef0123';
});

describe('ProposalPanel', () => {
  it('shows the proposed time with Accept and Decline', () => {
    renderPanel();
    const card = screen.getByRole('region', { name: 'Please confirm your new appointment time' });
    expect(within(card).getByText('02 Dec 2026 04:30 PM')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('declines only once the dialog is confirmed; Go back sends nothing', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Decline the proposed time?' });
    expect(within(dialog).getByText(/If you decline 02 Dec 2026 04:30 PM, this appointment request is cancelled/));
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    dialog = screen.getByRole('alertdialog', { name: 'Decline the proposed time?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Successfully declined appointment request.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v1/worklist/patient/action/decline');
    expect(JSON.parse(String(calls[0]!.data))).toEqual({ requestId: 'req-1', pId: 'u1' });
  });

  it('accepts at once', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Successfully accepted appointment request.')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/worklist/patient/action/accept']);
  });
});
