import { defaultTenantId, loadTenantData, tenantIds } from 'virtual:tenant-registry';
import type { TenantBundle } from './tenant-bundle';

export { defaultTenantId, tenantIds };

const cache = new Map<string, Promise<TenantBundle>>();

/** Loads a tenant's manifest, logo and copy once; later calls share the promise. */
export function loadTenant(id: string): Promise<TenantBundle> {
  let pending = cache.get(id);
  if (!pending) {
    pending = loadTenantData(id);
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}

export const isKnownTenant = (id: string | null | undefined): id is string => !!id && tenantIds.includes(id);
