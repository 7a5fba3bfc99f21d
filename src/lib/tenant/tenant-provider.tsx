import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { applyTenantPalette, themeColorFor } from '../theme/apply-palette';
import { getResolvedTheme, subscribeTheme } from '../theme/theme-mode';
import { applyTenantCopy } from '../i18n/i18n';
import { intlLocaleFor } from '../i18n/intl-locale';
import type { TenantBundle } from './tenant-bundle';
import { TenantContext, createTenantContextValue } from './tenant-context';

function setHeadLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

function setThemeColor(value: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = value;
}

/** Props: the loaded tenant whose brand, copy and helpers the subtree uses. */
export interface TenantProviderProps {
  bundle: TenantBundle;
  children: ReactNode;
}

/**
 * Brands the document for one tenant: palette variables, favicon,
 * theme-color and copy overrides. Re-renders only when the tenant or the
 * language changes.
 */
export function TenantProvider({ bundle, children }: TenantProviderProps) {
  // The language is read here so every page's dates follow a language switch.
  // Never suspends: this provider sits above the app's Suspense boundary.
  const { i18n } = useTranslation('common', { useSuspense: false });
  const language = i18n.language;
  const value = useMemo(() => createTenantContextValue(bundle, language), [bundle, language]);

  useLayoutEffect(() => {
    const { manifest } = bundle;
    applyTenantPalette(manifest);
    void applyTenantCopy(bundle.copy);
    setHeadLink('icon', bundle.faviconUrl);
    const syncThemeColor = () => setThemeColor(themeColorFor(manifest, getResolvedTheme()));
    syncThemeColor();
    return subscribeTheme(syncThemeColor);
  }, [bundle]);

  // react-aria's own words (combo box toggles, calendar cells) follow the UI language, not the browser's.
  return (
    <TenantContext.Provider value={value}>
      <I18nProvider locale={intlLocaleFor(language)}>{children}</I18nProvider>
    </TenantContext.Provider>
  );
}
