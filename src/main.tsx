// First, so no schema parses before zod is told not to probe for eval.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { bootTenant } from './app/tenant-boot';
import { watchSystemTheme } from './lib/theme/theme-mode';

watchSystemTheme();
// The page's code and strings start beside the tenant's, not one level after
// another. At the load event (just after this script, well before the tenant
// chunk is in): their modulepreload links would otherwise hold the load event
// back until the whole page had loaded. Boot reads `namespaces` once the tenant is in.
const namespaces: string[] = [];
const preload = () => namespaces.push(...preloadRoute(window.location.pathname));
if (document.readyState === 'complete') preload();
else window.addEventListener('load', preload, { once: true });
void bootTenant(window.location, namespaces).then((initial) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App initial={initial} />
    </StrictMode>,
  );
});
