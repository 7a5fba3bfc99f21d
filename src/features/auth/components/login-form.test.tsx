// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import enAuth from '../../../../locales/en/auth.json';
import enCommon from '../../../../locales/en/common.json';
import enUi from '../../../../locales/en/ui.json';
import zhAuth from '../../../../locales/zh-HK/auth.json';
import zhCommon from '../../../../locales/zh-HK/common.json';
import zhUi from '../../../../locales/zh-HK/ui.json';
import { styledTheme } from '../../../../themes/styled-theme';
import { apiClient } from '@/lib/api/api-client';
import { setErrorReporter } from '@/lib/api/error-reporter';
import { TenantContext, createTenantContextValue } from '@/lib/tenant/tenant-context';
import { buildTenantBundle } from '@/testing/tenant-factory';
// For its jsdom CSS.escape polyfill, which react-aria needs.
import '@/testing/render-ui';
import { LoginForm } from './login-form';

const calls: InternalAxiosRequestConfig[] = [];
let answer: (config: InternalAxiosRequestConfig) => Promise<never> = () => Promise.reject(new Error('unset'));

const adapter: AxiosAdapter = (config) => {
  calls.push(config);
  return answer(config);
};

function renderForm(lng: 'en' | 'zh-HK' = 'en') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    ns: ['auth', 'ui', 'common'],
    defaultNS: 'auth',
    resources: {
      en: { auth: enAuth, ui: enUi, common: enCommon },
      'zh-HK': { auth: zhAuth, ui: zhUi, common: zhCommon },
    },
    react: { useSuspense: false },
    initAsync: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const Providers = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <QueryClientProvider client={queryClient}>
          <TenantContext.Provider value={createTenantContextValue(buildTenantBundle())}>
            <MemoryRouter>{children}</MemoryRouter>
          </TenantContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
  return render(<LoginForm />, { wrapper: Providers });
}

beforeEach(() => {
  calls.length = 0;
  apiClient.defaults.adapter = adapter;
  setErrorReporter(() => undefined);
  document.cookie = 'XSRF-TOKEN=0123456789abcdef0123';
});

describe('LoginForm', () => {
  it('names each empty field, makes no call, and clears a message as its field is edited', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('This field cannot be empty')).toHaveLength(2);
    await user.type(screen.getByLabelText('User ID (Email)'), 'a');
    expect(screen.getAllByText('This field cannot be empty')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it("shows the server's text, clears both fields and hides the password again", async () => {
    answer = (config) => {
      const body = { code: false, status: 401, error: { message: 'Invalid e-mail or password.' } };
      const response = { data: body, status: 401, statusText: '', headers: {}, config };
      return Promise.reject(new AxiosError('401', 'ERR_BAD_REQUEST', config, {}, response));
    };
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('User ID (Email)'), 'patient@ava-sg.demo');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByText('Show Password'));
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid e-mail or password.');
    expect(calls[0]?.data).toContain('"clientName":"ava-sg"');
    await waitFor(() => expect(screen.getByLabelText('User ID (Email)')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
  });

  it("says 'Error connecting to server!' when nothing answers", async () => {
    answer = (config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('User ID (Email)'), 'a@b.c');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error connecting to server!');
  });

  it('words a coded refusal in the page language, not the server English', async () => {
    let status = 401;
    answer = (config) => {
      const reason = status === 401 ? 'auth.invalidCredentials' : 'auth.tooManyAttempts';
      const message =
        status === 401 ? 'Invalid e-mail or password.' : 'Too many attempts. Please try again in 15 minutes.';
      const body = { code: false, status, error: { message, reason } };
      const headers = status === 429 ? { 'retry-after': '900' } : {};
      const response = { data: body, status, statusText: '', headers, config };
      return Promise.reject(new AxiosError(String(status), 'ERR_BAD_REQUEST', config, {}, response));
    };
    const user = userEvent.setup();
    renderForm('zh-HK');
    const submit = async () => {
      await user.type(screen.getByLabelText(zhAuth.login.email), 'patient@harbour-hk.demo');
      await user.type(screen.getByLabelText(zhAuth.login.password), 'nope');
      await user.click(screen.getByRole('button', { name: zhAuth.login.signIn }));
    };
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('電郵或密碼不正確。');
    expect(alert.textContent).not.toContain('Invalid');
    status = 429;
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('15 分鐘'));
  });
});
