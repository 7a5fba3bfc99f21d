// First, so no schema parses before zod is told not to probe for eval.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootTenant } from './app/tenant-boot';
import { watchSystemTheme } from './lib/theme/theme-mode';

watchSystemTheme();
void bootTenant(window.location).then((initial) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App initial={initial} />
    </StrictMode>,
  );
});
