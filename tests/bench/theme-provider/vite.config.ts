/**
 * The theme bench's "usual way" bundle (scripts/bench-theme-switch.ts): the app's
 * own build, except that the router's TenantRoot is this folder's, which wraps the
 * routes in a ThemeProvider swapped on every light/dark switch. The app carries no
 * branch for it; the bench checks that no normal bundle holds the bench's mark.
 * Build: `AVA_OUT_DIR=dist/bench-theme-provider vite build --config tests/bench/theme-provider/vite.config.ts`
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import appConfig from '../../../vite.config';

const benchTenantRoot = fileURLToPath(new URL('./tenant-root.tsx', import.meta.url));
const appRouter = path.join('src', 'app', 'router.tsx');

/** Points the router's `./tenant-root` import at the bench's root; every other import is untouched. */
function benchTenantRootPlugin(): Plugin {
  return {
    name: 'ava-bench-tenant-root',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './tenant-root' && importer?.endsWith(appRouter)) return benchTenantRoot;
      return null;
    },
  };
}

export default defineConfig((env) => mergeConfig(appConfig(env), { plugins: [benchTenantRootPlugin()] }));
