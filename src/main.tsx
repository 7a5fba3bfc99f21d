// First, so no schema parses before zod is told not to probe for eval.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { bootTenant } from './app/tenant-boot';
import { watchSystemTheme } from './lib/theme/theme-mode';

watchSystemTheme();
// The page's code and strings start now, beside the tenant's, not one level after another.
const namespaces = preloadRoute(window.location.pathname);
void bootTenant(window.location, namespaces).then((initial) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App initial={initial} />
    </StrictMode>,
  );
});
