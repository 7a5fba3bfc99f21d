import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestSchema, type TenantManifest } from '../src/lib/tenant/manifest-schema';

export const tenantsDir = fileURLToPath(new URL('../tenants', import.meta.url));

/** Tenant manifests, read once at start-up; the server trusts only these files. */
export interface TenantRegistry {
  all: TenantManifest[];
  get: (id: string) => TenantManifest | undefined;
  defaultTenant: TenantManifest;
}

export function loadTenants(dir = tenantsDir): TenantRegistry {
  const all = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'manifest.json')))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const raw: unknown = JSON.parse(readFileSync(join(dir, name, 'manifest.json'), 'utf8'));
      const parsed = manifestSchema.safeParse(raw);
      if (!parsed.success) throw new Error(`tenants/${name}/manifest.json is invalid: ${parsed.error.message}`);
      return parsed.data;
    });
  const byId = new Map(all.map((m) => [m.id, m]));
  const defaultTenant = all.find((m) => m.isDefault) ?? all[0];
  if (!defaultTenant) throw new Error('No tenant manifests found in tenants/');
  return { all, get: (id) => byId.get(id), defaultTenant };
}
