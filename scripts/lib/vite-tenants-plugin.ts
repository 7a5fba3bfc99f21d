import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { manifestSchema, type TenantManifest } from '../../src/lib/tenant/manifest-schema';

/**
 * Tenant data reaches the app through two virtual modules:
 * - `virtual:tenant-registry`: the ids, the default id and a loader per tenant;
 * - `virtual:tenant-data/<id>`: one tenant's manifest, logo and copy overrides.
 *
 * In `runtime` mode every tenant is its own lazily loaded chunk. In `shell`
 * mode (per-tenant builds) the registry reads the one tenant that the page's
 * `tenant-data.js` put on `window`, so a single compile serves every tenant
 * and the JavaScript holds no tenant at all.
 */
export type TenantBuildMode = 'runtime' | 'shell';

const REGISTRY = 'virtual:tenant-registry';
const DATA = 'virtual:tenant-data/';

export interface LoadedTenantFolder {
  manifest: TenantManifest;
  dir: string;
  copyFiles: Record<string, string>;
}

/** Reads and parses every tenant folder; throws on an invalid manifest (the validator explains why). */
export function readTenantFolders(tenantsDir: string): LoadedTenantFolder[] {
  return fs
    .readdirSync(tenantsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(tenantsDir, d.name, 'manifest.json')))
    .map((d) => {
      const dir = path.join(tenantsDir, d.name);
      const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      const parsed = manifestSchema.safeParse(raw);
      if (!parsed.success) {
        throw new Error(`tenants/${d.name}/manifest.json is invalid; run npm run tenants:validate`);
      }
      const localesDir = path.join(dir, 'locales');
      const copyFiles: Record<string, string> = {};
      if (fs.existsSync(localesDir)) {
        for (const file of fs.readdirSync(localesDir).filter((f) => f.endsWith('.json'))) {
          copyFiles[file.replace(/\.json$/, '')] = path.join(localesDir, file);
        }
      }
      return { manifest: parsed.data, dir, copyFiles };
    })
    .sort((a, b) => a.manifest.id.localeCompare(b.manifest.id));
}

function defaultTenant(folders: LoadedTenantFolder[]): string {
  const found = folders.find((f) => f.manifest.isDefault);
  if (!found) throw new Error('No default client among tenants/; run npm run tenants:validate');
  return found.manifest.id;
}

export function tenantsPlugin(options: { mode: TenantBuildMode; tenantsDir: string }): Plugin {
  const folders = () => readTenantFolders(options.tenantsDir);
  return {
    name: 'ava-tenants',
    resolveId(id) {
      if (id === REGISTRY || id.startsWith(DATA)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${REGISTRY}`) {
        if (options.mode === 'shell') {
          return [
            'const data = window.__AVA_TENANT__;',
            'export const tenantIds = data ? [data.manifest.id] : [];',
            'export const defaultTenantId = data ? data.manifest.id : "";',
            'export function loadTenantData(id) {',
            '  return data && id === data.manifest.id ? Promise.resolve(data) : Promise.reject(new Error("unknown tenant"));',
            '}',
          ].join('\n');
        }
        const all = folders();
        const cases = all
          .map(
            (f) =>
              `    case ${JSON.stringify(f.manifest.id)}: return import(${JSON.stringify(DATA + f.manifest.id)}).then((m) => m.default);`,
          )
          .join('\n');
        return [
          `export const tenantIds = ${JSON.stringify(all.map((f) => f.manifest.id))};`,
          `export const defaultTenantId = ${JSON.stringify(defaultTenant(all))};`,
          'export function loadTenantData(id) {',
          '  switch (id) {',
          cases,
          '    default: return Promise.reject(new Error("unknown tenant"));',
          '  }',
          '}',
        ].join('\n');
      }
      if (id.startsWith(`\0${DATA}`)) {
        const tenantId = id.slice(`\0${DATA}`.length);
        const folder = folders().find((f) => f.manifest.id === tenantId);
        if (!folder) throw new Error(`Unknown tenant ${tenantId}`);
        const logo = path.join(folder.dir, folder.manifest.logo);
        const favicon = path.join(folder.dir, folder.manifest.favicon ?? folder.manifest.logo);
        this.addWatchFile(path.join(folder.dir, 'manifest.json'));
        const copyImports = Object.entries(folder.copyFiles).map(
          ([lng, file], i) => `import copy${i} from ${JSON.stringify(file)};\ncopy[${JSON.stringify(lng)}] = copy${i};`,
        );
        return [
          `import logoUrl from ${JSON.stringify(`${logo}?url`)};`,
          `import faviconUrl from ${JSON.stringify(`${favicon}?url`)};`,
          'const copy = {};',
          ...copyImports,
          `export default { manifest: ${JSON.stringify(folder.manifest)}, logoUrl, faviconUrl, copy };`,
        ].join('\n');
      }
      return null;
    },
  };
}
