import { applyTenantCopy, changeLanguage, i18next, initI18n, warmNamespaces } from '@/lib/i18n/i18n';
import { chooseLocale } from '@/lib/i18n/locale-choice';
import { resolveTenant, type TenantResolution } from '@/lib/tenant/resolve-tenant';
import type { TenantBundle } from '@/lib/tenant/tenant-bundle';
import { defaultTenantId, loadTenant, tenantIds } from '@/lib/tenant/tenant-registry';
import { applyTenantPalette } from '@/lib/theme/apply-palette';

export interface BootedTenant {
  resolution: TenantResolution;
  /** The tenant to brand the page with: the resolved one, or the default for an unknown client. */
  bundle: TenantBundle;
}

export function resolveFromLocation(location: { pathname: string; search: string }): TenantResolution {
  return resolveTenant({
    pathname: location.pathname,
    search: location.search,
    cookie: document.cookie,
    knownIds: tenantIds,
    defaultId: defaultTenantId,
  });
}

/**
 * Loads a tenant and gets the page ready for it (palette, language) before it
 * renders, so neither the first paint nor a tenant switch shows the wrong brand.
 * `namespaces` (the first page's, see routeNamespaces) load beside the tenant and are in before it resolves.
 */
export async function bootTenant(
  location: { pathname: string; search: string },
  namespaces: string[] = [],
): Promise<BootedTenant> {
  const resolution = resolveFromLocation(location);
  const bundle = await loadTenant(resolution.kind === 'known' ? resolution.id : defaultTenantId);
  applyTenantPalette(bundle.manifest);
  const language = chooseLocale(bundle.manifest);
  warmNamespaces(language, namespaces);
  // Copy first: the first namespace reads already carry the tenant's wording.
  await applyTenantCopy(bundle.copy);
  await initI18n(language);
  if (i18next.language !== language) await changeLanguage(language);
  // In before the first render: a namespace still loading when a component asks
  // for it suspends the page, and React then holds the page back a further
  // 300 ms (its Suspense reveal throttle) after the strings arrive.
  await i18next.loadNamespaces(namespaces).catch(() => undefined);
  document.documentElement.lang = language;
  return { resolution, bundle };
}
