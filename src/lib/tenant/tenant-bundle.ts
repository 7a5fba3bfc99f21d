import type { SupportedLocale } from './countries';
import type { TenantManifest } from './manifest-schema';

/** Copy overrides: namespace → key → text, per locale. */
export type TenantCopy = Partial<Record<SupportedLocale, Record<string, Record<string, string>>>>;

/** Everything the portal needs of one client, loaded as one unit. */
export interface TenantBundle {
  manifest: TenantManifest;
  logoUrl: string;
  faviconUrl: string;
  copy: TenantCopy;
}
