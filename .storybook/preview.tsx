import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { Suspense } from 'react';
import { ThemeProvider } from 'styled-components';
import { styledTheme } from '../themes/styled-theme';
import { changeLanguage, i18next, initI18n } from '@/lib/i18n/i18n';
import { supportedLocales, type SupportedLocale } from '@/lib/tenant/countries';
import type { TenantBundle } from '@/lib/tenant/tenant-bundle';
import { TenantProvider } from '@/lib/tenant/tenant-provider';
import { defaultTenantId, loadTenant, tenantIds } from '@/lib/tenant/tenant-registry';
import { GlobalStyle } from '@/lib/theme/global-style';
import { applyThemeMode } from '@/lib/theme/theme-mode';

const themes = ['light', 'dark'] as const;
type StoryTheme = (typeof themes)[number];

/** One Chromatic mode per tenant × theme; Chromatic snapshots every story in each. */
export const tenantThemeModes: Record<string, { tenant: string; theme: StoryTheme }> = Object.fromEntries(
  tenantIds.flatMap((tenant) => themes.map((theme) => [`${tenant} ${theme}`, { tenant, theme }] as const)),
);

const isLocale = (value: unknown): value is SupportedLocale =>
  typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);

/**
 * Everything a story needs before it renders, through the app's own helpers:
 * the tenant bundle, the language (with the `ui` strings loaded) and the
 * theme, which only flips data-theme on <html>.
 */
const loadContext: Loader = async ({ globals }) => {
  const tenant = tenantIds.includes(globals.tenant as string) ? (globals.tenant as string) : defaultTenantId;
  const locale = isLocale(globals.locale) ? globals.locale : 'en';
  const bundle = await loadTenant(tenant);
  await initI18n(locale);
  await changeLanguage(locale);
  await i18next.loadNamespaces(['common', 'ui']);
  applyThemeMode(globals.theme === 'dark' ? 'dark' : 'light');
  return { bundle };
};

/**
 * A tenant or language switch remounts the story, as loading another
 * tenant's page would (widgets such as the phone field read their defaults
 * once); a theme switch only flips CSS variables and re-renders nothing.
 */
const withAppProviders: Decorator = (Story, { loaded, globals }) => {
  const bundle = (loaded as { bundle?: TenantBundle }).bundle;
  if (!bundle) return <Story />;
  return (
    <ThemeProvider theme={styledTheme}>
      <GlobalStyle />
      <TenantProvider key={`${bundle.manifest.id}|${String(globals.locale)}`} bundle={bundle}>
        <Suspense fallback={null}>
          <Story />
        </Suspense>
      </TenantProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  loaders: [loadContext],
  decorators: [withAppProviders],
  initialGlobals: { tenant: defaultTenantId, theme: 'light' satisfies StoryTheme, locale: 'en' },
  globalTypes: {
    tenant: {
      description: 'Tenant (client) whose brand, palette and copy apply',
      toolbar: { title: 'Tenant', icon: 'globe', items: tenantIds, dynamicTitle: true },
    },
    theme: {
      description: 'Light or dark palette (flips data-theme on <html>)',
      toolbar: { title: 'Theme', icon: 'contrast', items: [...themes], dynamicTitle: true },
    },
    locale: {
      description: 'UI language',
      toolbar: { title: 'Locale', icon: 'transfer', items: [...supportedLocales], dynamicTitle: true },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    chromatic: { modes: tenantThemeModes, pauseAnimationAtEnd: false },
  },
};

export default preview;
