// First, so no schema parses before zod is told not to probe for eval.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { prefetchRouteData, preloadRoute, routeNamespaces } from './app/router';
import { bootTenant } from './app/tenant-boot';
import { watchSystemTheme } from './lib/theme/theme-mode';

watchSystemTheme();
// The page's strings are known from the URL now and load beside the tenant's.
const booted = bootTenant(window.location, routeNamespaces(window.location.pathname));
const queryClient = createQueryClient();
// The page's code, and the code of its first queries, start loading at the
// load event (just after this script, well before the tenant chunk is in):
// their modulepreload links would otherwise hold the load event back until the
// whole page had loaded. The queries leave once the tenant is booted.
const preload = () => {
  preloadRoute(window.location.pathname);
  prefetchRouteData(queryClient, window.location, booted);
};
if (document.readyState === 'complete') preload();
else window.addEventListener('load', preload, { once: true });
void booted.then((initial) => {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser every few
  // milliseconds, so the first render of a whole page is not one long task
  // that holds back input (and the page's first data requests) on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App initial={initial} queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
