import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { styledTheme } from '../../themes/styled-theme';
import { shouldRetryQuery, shouldThrowQueryError } from '@/lib/api/retry-policy';
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
        defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetryQuery, throwOnError: shouldThrowQueryError, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <ThemeProvider theme={styledTheme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
