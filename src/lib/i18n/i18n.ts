import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SupportedLocale } from '../tenant/countries';
import type { TenantCopy } from '../tenant/tenant-bundle';

/**
 * Every namespace of every locale is its own lazily loaded chunk: a page pulls
 * only the language it shows and the namespaces its components ask for.
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

type Strings = { [key: string]: string | Strings };

/** The current tenant's copy overrides; the backend lays them over every namespace it reads. */
let tenantCopy: TenantCopy = {};

function deepMerge(base: Strings, over: Strings): Strings {
  const out: Strings = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * Reading a namespace merges the tenant's overrides into the base strings at
 * load time, so an override can never stand in for a namespace that has not
 * loaded yet, and a tenant switch only has to reload what is already loaded.
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const overrides = (tenantCopy[language as SupportedLocale]?.[namespace] ?? {}) as Strings;
    const load = localeFiles[`../../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, overrides);
      return;
    }
    load().then(
      (mod) => callback(null, deepMerge(mod.default as Strings, overrides)),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const defaultNamespaces = ['common'];

/**
 * Starts fetching namespaces' strings before anything asks for them (the page
 * is known from the URL before it renders); the backend's later read gets the
 * same already loaded modules.
 */
export function warmNamespaces(language: SupportedLocale, namespaces: string[]): void {
  for (const namespace of namespaces) {
    void localeFiles[`../../../locales/${language}/${namespace}.json`]?.().catch(() => undefined);
  }
}

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
      // Re-render on reloaded bundles (a tenant switch changes copy, not language).
      react: { useSuspense: true, bindI18nStore: 'added' },
      returnNull: false,
    });
  return initialised;
}

/**
 * Makes `copy` the tenant's overrides. Before i18next starts this only records
 * them (the first reads merge them in); afterwards it reloads the loaded
 * namespaces so the previous tenant's wording disappears as well.
 */
export async function applyTenantCopy(copy: TenantCopy): Promise<void> {
  if (copy === tenantCopy) return;
  tenantCopy = copy;
  if (i18next.isInitialized) await i18next.reloadResources();
}

export async function changeLanguage(language: SupportedLocale): Promise<void> {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
