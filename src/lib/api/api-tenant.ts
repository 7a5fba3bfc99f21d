/**
 * The tenant API calls speak for, kept apart from api-client so the router
 * can set it without loading axios and zod: the login route's first load
 * carries no API layer (docs/decisions/0011-bundle-budgets.md); api-client follows it once loaded.
 */
export interface ApiTenantConfig {
  /** The tenant's fixed Authorization header value (manifest api.authorization). */
  authorization: string;
  /** Absolute path of the tenant's login page, where a lost session goes. */
  loginPath: string;
}

let current: ApiTenantConfig | null = null;
const listeners = new Set<(config: ApiTenantConfig) => void>();

/** Sets the tenant the calls speak for; idempotent, so it may run on every render. */
export function configureApiTenant(config: ApiTenantConfig): void {
  if (current?.authorization === config.authorization && current.loginPath === config.loginPath) return;
  current = config;
  for (const listener of listeners) listener(config);
}

/** Calls `listener` with the current tenant (if one is set) and with every change. */
export function followApiTenant(listener: (config: ApiTenantConfig) => void): void {
  listeners.add(listener);
  if (current) listener(current);
}
