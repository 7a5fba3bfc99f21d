import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SupportedLocale } from '../tenant/countries';
import type { TenantCopy } from '../tenant/tenant-bundle';

/**
 * Every namespace of every locale is its own lazily loaded chunk: a page pulls
 * only the language it shows and the namespaces its components ask for.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeFiles[`../../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default as Record<string, string>),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const defaultNamespaces = ['common'];

let initialised: Promise<unknown> | null = null;

/** Starts i18next once with the tenant's language. */
export function initI18n(language: SupportedLocale): Promise<unknown> {
  initialised ??= i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      ns: defaultNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return initialised;
}

const appliedCopy = new Set<string>();

/**
 * Tenant copy overrides sit on top of the base strings. They are applied after
 * a namespace loads, and re-applied when the tenant changes.
 */
export function applyTenantCopy(tenantId: string, copy: TenantCopy): void {
  for (const [lng, namespaces] of Object.entries(copy)) {
    for (const [ns, strings] of Object.entries(namespaces ?? {})) {
      i18next.addResourceBundle(lng, ns, strings, true, true);
      appliedCopy.add(`${tenantId}|${lng}|${ns}`);
    }
  }
}

export async function changeLanguage(language: SupportedLocale): Promise<void> {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
