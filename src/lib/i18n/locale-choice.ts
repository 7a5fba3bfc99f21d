import type { SupportedLocale } from '../tenant/countries';
import type { TenantManifest } from '../tenant/manifest-schema';

const key = (tenantId: string) => `ava.locale.${tenantId}`;

/** The language to show: the user's stored choice if the tenant offers it, else the tenant default. */
export function chooseLocale(manifest: TenantManifest): SupportedLocale {
  try {
    const stored = localStorage.getItem(key(manifest.id)) as SupportedLocale | null;
    if (stored && manifest.locales.offered.includes(stored)) return stored;
  } catch {
    // no storage: use the default
  }
  return manifest.locales.default;
}

export function rememberLocale(tenantId: string, locale: SupportedLocale): void {
  try {
    localStorage.setItem(key(tenantId), locale);
  } catch {
    // the choice holds for this page only
  }
}
