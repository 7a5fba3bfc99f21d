import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { styledTheme } from '../../themes/styled-theme';
import { shouldRetryQuery, shouldThrowQueryError } from '@/lib/api/retry-policy';
import { i18next } from '@/lib/i18n/i18n';
import { GlobalStyle } from '@/lib/theme/global-style';
import type { BootedTenant } from './tenant-boot';
import { createRouter } from './router';

/**
 * The styled-components theme is one constant of CSS variable references, so
 * this provider never changes value: theme switches happen in CSS alone.
 */
export function App({ initial }: { initial: BootedTenant }) {
  const [router] = useState(() => createRouter(initial));
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            retry: shouldRetryQuery,
            throwOnError: shouldThrowQueryError,
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  // Server data is worded in the UI language (Accept-Language): a switch asks for it again.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18next.on('languageChanged', refetch);
    return () => i18next.off('languageChanged', refetch);
  }, [queryClient]);
  return (
    <ThemeProvider theme={styledTheme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
