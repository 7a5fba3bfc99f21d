declare module 'virtual:tenant-registry' {
  import type { TenantBundle } from './tenant-bundle';
  export const tenantIds: string[];
  export const defaultTenantId: string;
  export function loadTenantData(id: string): Promise<TenantBundle>;
}
