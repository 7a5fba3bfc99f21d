// First, so no schema parses before zod is told not to probe for eval.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute, routeNamespaces } from './app/router';
import { bootTenant } from './app/tenant-boot';
import { watchSystemTheme } from './lib/theme/theme-mode';

watchSystemTheme();
// The page's code starts loading at the load event (just after this script,
// well before the tenant chunk is in): its modulepreload links would otherwise
// hold the load event back until the whole page had loaded.
const preload = () => preloadRoute(window.location.pathname);
if (document.readyState === 'complete') preload();
else window.addEventListener('load', preload, { once: true });
// The page's strings are known from the URL now and load beside the tenant's.
const namespaces = routeNamespaces(window.location.pathname);
void bootTenant(window.location, namespaces).then((initial) => {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser every few
  // milliseconds, so the first render of a whole page is not one long task
  // that holds back input (and the page's first data requests) on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App initial={initial} />
      </StrictMode>,
    );
  });
});
