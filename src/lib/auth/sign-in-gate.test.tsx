// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, setApiNavigator } from '../api/api-client';
import { setErrorReporter } from '../api/error-reporter';
import { TenantContext, createTenantContextValue } from '../tenant/tenant-context';
import { buildTenantBundle } from '@/testing/tenant-factory';
import { clearReturnPath, peekReturnPath } from './return-path';
import { SignInGate } from './sign-in-gate';

/** What the address bar held when each call left. */
const seen: { url: string; addressBar: string }[] = [];
const adapter: AxiosAdapter = (config) => {
  seen.push({ url: config.url ?? '', addressBar: window.location.href });
  return Promise.reject(new Error('stop here'));
};

function renderGate(entry: string) {
  const [pathname, search = ''] = entry.split('?');
  window.history.replaceState(null, '', `/app${pathname}${search ? `?${search}` : ''}`);
  return render(
    <TenantContext.Provider value={createTenantContextValue(buildTenantBundle())}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/ava-sg/login" element={<p>login page</p>} />
          <Route
            path="*"
            element={
              <SignInGate pending={<p>exchanging</p>}>
                <p>protected page</p>
              </SignInGate>
            }
          />
        </Routes>
      </MemoryRouter>
    </TenantContext.Provider>,
  );
}

beforeEach(() => {
  seen.length = 0;
  apiClient.defaults.adapter = adapter;
  setErrorReporter(() => undefined);
  setApiNavigator(() => undefined);
  document.cookie = 'XSRF-TOKEN=0123456789abcdef0123';
});

afterEach(() => {
  document.cookie = 'userId=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  clearReturnPath();
});

describe('SignInGate', () => {
  it('takes the token out of the address bar before exchanging it', async () => {
    renderGate('/patient?token=secret-token-value&tab=2');
    expect(screen.getByText('exchanging')).toBeTruthy();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.url).toBe('/apis/v1/authenticate/token');
    expect(seen[0]?.addressBar).not.toContain('secret-token-value');
    expect(window.location.search).toBe('?tab=2');
    // A failed exchange ends on the client's login.
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('shows the page to a signed-in user', () => {
    document.cookie = 'userId=u-1; path=/';
    renderGate('/patient');
    expect(screen.getByText('protected page')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('sends a signed-out user to login, remembering the page', async () => {
    renderGate('/provider/p1?x=1');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(peekReturnPath()).toBe('/app/provider/p1?x=1');
  });
});
