import { appRouteSegments } from '../../src/lib/tenant/resolve-tenant';

/**
 * Ids a tenant may not take. A tenant id is the first segment of its portal's
 * URLs (`/app/{clientName}/…`), so a tenant called `patient` would be shadowed
 * by the page of that name. The app's own list is the source for its pages;
 * the rest are paths the server and the per-tenant build use.
 */
export const reservedTenantIds: ReadonlySet<string> = new Set([
  ...appRouteSegments,
  'login',
  'sso',
  'app',
  'assets',
  'tenants',
]);
