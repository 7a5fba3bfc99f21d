// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createTestI18n } from '@/testing/render-ui';
import enCommon from '../../../locales/en/common.json';
import { styledTheme } from '../../../themes/styled-theme';
import { ErrorBoundary } from './error-fallback';

function Page({ load }: { load: () => Promise<string> }) {
  const query = useQuery({
    queryKey: ['page'],
    queryFn: load,
    retry: false,
    throwOnError: (error) => error instanceof ApiError && error.kind === 'schema',
  });
  return <p>{query.data ?? 'loading'}</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback for an answer that failed its schema, and Try again refetches', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createTestI18n();
    i18n.addResourceBundle('en', 'common', enCommon);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('schema', 200, ''))
      .mockResolvedValueOnce('Worklist');
    const onError = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={styledTheme}>
          <QueryClientProvider client={new QueryClient()}>
            <ErrorBoundary onError={onError}>
              <Page load={load} />
            </ErrorBoundary>
          </QueryClientProvider>
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'An error has occurred' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Worklist')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
