import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { paletteCss } from '../../themes/css-variables';
import { readTenantFolders, type LoadedTenantFolder } from './vite-tenants-plugin';

export interface BuildTenantsOptions {
  /** Tenant ids to package; all when empty. */
  ids: string[];
  tenantsDir: string;
  /** Receives <outDir>/<id>/ per tenant and the shared shell in <outDir>/.shell. */
  outDir: string;
  /** Reuse an existing shell build instead of compiling (tests of packaging only). */
  reuseShell?: boolean;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Reads a tenant's copy override files into namespace → key → text objects. */
function readCopy(folder: LoadedTenantFolder): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(folder.copyFiles).map(([lng, file]) => [lng, JSON.parse(fs.readFileSync(file, 'utf8')) as unknown]),
  );
}

/**
 * Bakes one tenant into a copy of the shell: its data script, logo, and an
 * index.html with its title, favicon, theme-color and palette inline, so the
 * first paint is already branded and nothing of another tenant is present.
 */
function packageTenant(folder: LoadedTenantFolder, shellDir: string, targetDir: string): void {
  const { manifest } = folder;
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.cpSync(shellDir, targetDir, { recursive: true });
  const assetsDir = path.join(targetDir, 'tenant-assets');
  fs.mkdirSync(assetsDir, { recursive: true });
  const logoName = `logo${path.extname(manifest.logo)}`;
  const faviconName = `favicon${path.extname(manifest.favicon ?? manifest.logo)}`;
  fs.copyFileSync(path.join(folder.dir, manifest.logo), path.join(assetsDir, logoName));
  fs.copyFileSync(path.join(folder.dir, manifest.favicon ?? manifest.logo), path.join(assetsDir, faviconName));
  const data = {
    manifest,
    logoUrl: `/tenant-assets/${logoName}`,
    faviconUrl: `/tenant-assets/${faviconName}`,
    copy: readCopy(folder),
  };
  fs.writeFileSync(path.join(assetsDir, 'tenant-data.js'), `window.__AVA_TENANT__=${JSON.stringify(data)};\n`);

  const indexPath = path.join(targetDir, 'index.html');
  const html = fs
    .readFileSync(indexPath, 'utf8')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(manifest.displayName)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      `<meta name="theme-color" content="${manifest.palettes.light.primary}" />`,
    )
    // The runtime bundle's empty icon (it keeps the browser from asking for /favicon.ico) gives way to the tenant's.
    .replace(/\s*<link rel="icon" href="data:," \/>/, '')
    .replace(
      '</head>',
      `<link rel="icon" href="/tenant-assets/${faviconName}" />\n` +
        `<style id="ava-tenant-palette">${paletteCss(manifest.palettes)}</style>\n` +
        `<script src="/tenant-assets/tenant-data.js"></script>\n</head>`,
    );
  fs.writeFileSync(indexPath, html);
}

/** One compile of the tenant-free shell, then a cheap copy per tenant. */
export async function buildTenants(options: BuildTenantsOptions): Promise<string[]> {
  const folders = readTenantFolders(options.tenantsDir);
  const unknown = options.ids.filter((id) => !folders.some((f) => f.manifest.id === id));
  if (unknown.length > 0) throw new Error(`Unknown tenant(s): ${unknown.join(', ')}`);
  const chosen = options.ids.length > 0 ? folders.filter((f) => options.ids.includes(f.manifest.id)) : folders;
  const shellDir = path.join(options.outDir, '.shell');
  if (!options.reuseShell || !fs.existsSync(path.join(shellDir, 'index.html'))) {
    process.env.AVA_OUT_DIR = shellDir;
    await build({ mode: 'tenant-shell', logLevel: 'warn' });
    delete process.env.AVA_OUT_DIR;
  }
  return chosen.map((folder) => {
    const target = path.join(options.outDir, folder.manifest.id);
    packageTenant(folder, shellDir, target);
    return target;
  });
}
