import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactAriaStringsPlugin } from './scripts/lib/react-aria-strings-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleReportPlugin } from './scripts/lib/bundle-report-plugin';
import { precompressPlugin } from './scripts/lib/precompress-plugin';
import { tenantsPlugin } from './scripts/lib/vite-tenants-plugin';
import { cspHashesFile, inlineScriptHashes } from './server/lib/csp-hashes';
import { themeBootScript } from './src/lib/theme/boot-script';

const apiPrefixes = [
  '/api',
  '/apis',
  '/arrow',
  '/discovery',
  '/pds',
  '/preauth',
  '/users',
  '/auth',
  '/doc',
  '/sso',
  '/dev',
];
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/** Puts the theme boot script inline in <head> so the first paint has the right mode. */
function bootThemePlugin(): Plugin {
  return {
    name: 'ava-boot-theme',
    transformIndexHtml: (html) => html.replace('<!--boot-theme-->', `<script>${themeBootScript}</script>`),
  };
}

/**
 * Writes the CSP hashes of the emitted index.html's inline scripts (the boot
 * script) to <outDir>/csp-hashes.json: the server sends them in `script-src`
 * instead of 'unsafe-inline'. Per-tenant folders copy the shell's file; they
 * add no inline script of their own.
 */
function cspHashesPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'ava-csp-hashes',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      await writeFile(
        path.join(outDir, cspHashesFile),
        `${JSON.stringify({ 'script-src': inlineScriptHashes(html) }, null, 2)}\n`,
      );
    },
  };
}

/**
 * `vite build` makes the runtime-switching bundle (every tenant a lazy chunk).
 * `vite build --mode tenant-shell` makes the tenant-free shell that
 * scripts/build-tenants.ts turns into one folder per tenant.
 */
export default defineConfig(({ mode }) => {
  const shell = mode === 'tenant-shell';
  return {
    plugins: [
      // react-aria ships its built-in strings (dismiss, calendar, select labels) in 34 languages.
      // Keep the ones our locales use: en-US (also what it falls back to for ms and id) and Chinese for zh-HK.
      optimizeLocales.vite({ locales: ['en-US', 'zh'] }),
      // ...and give it Malay and Indonesian, which it does not ship.
      reactAriaStringsPlugin(),
      react(),
      tenantsPlugin({
        mode: shell ? 'shell' : 'runtime',
        tenantsDir: process.env.AVA_TENANTS_DIR ?? fileURLToPath(new URL('./tenants', import.meta.url)),
      }),
      bootThemePlugin(),
      cspHashesPlugin(),
      // Budget builds are measured, never served: no need to spend time on brotli-11.
      ...(process.env.AVA_BUNDLE_REPORT ? [bundleReportPlugin(process.env.AVA_BUNDLE_REPORT)] : [precompressPlugin()]),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@themes': fileURLToPath(new URL('./themes', import.meta.url)),
      },
    },
    build: {
      outDir: process.env.AVA_OUT_DIR ?? (shell ? 'dist/.shell' : 'dist/runtime'),
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'] },
              // The text field and the react-aria pieces it shares with the date picker and
              // checkbox, as one chunk: split three ways they cost login ~0.6 KB of chunk overhead.
              {
                name: 'text-field',
                test: /(src\/components\/ui\/text-field\/text-field\.tsx|react-aria-components\/dist\/private\/(Group|Input)\.mjs|react-stately\/dist\/private\/toggle\/useToggleState\.mjs)$/,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
    },
  };
});
