// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/api/api-client';
import { createTestI18n } from '@/testing/render-ui';
import { useAccountLocale } from './account-locale';

vi.mock('@/lib/api/api-client', () => ({ request: vi.fn(() => Promise.resolve({ locale: 'en' })) }));

const sentLocales = () => vi.mocked(request).mock.calls.map(([, config]) => (config.data as { locale: string }).locale);

describe('account language', () => {
  beforeEach(() => vi.mocked(request).mockClear());

  it('is sent once signed in and again on every language switch', async () => {
    const i18n = createTestI18n();
    await i18n.changeLanguage('zh-HK');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { rerender } = renderHook(() => useAccountLocale(), { wrapper });
    // The request module loads after first paint (dynamic import), so the call comes a moment later.
    await waitFor(() => expect(sentLocales()).toEqual(['zh-HK']));
    await act(() => i18n.changeLanguage('en'));
    rerender();
    await waitFor(() => expect(sentLocales()).toEqual(['zh-HK', 'en']));
    expect(vi.mocked(request).mock.calls[0]![1]).toMatchObject({
      url: '/users/v1/user/preferred-locale',
      method: 'put',
    });
  });
});
