import { createContext, useContext } from 'react';
import type { TenantBundle } from './tenant-bundle';
import type { TenantManifest } from './manifest-schema';
import { formatMoney } from '../format/money';
import { formatInTenantZone, type DateFormatName } from '../format/dates';
import { intlLocaleFor } from '../i18n/intl-locale';

type FeatureFlag = {
  [K in keyof TenantManifest['features']]: TenantManifest['features'][K] extends boolean ? K : never;
}[keyof TenantManifest['features']];

/** The tenant every page reads: manifest plus the helpers pages need most. */
export interface TenantContextValue {
  bundle: TenantBundle;
  manifest: TenantManifest;
  money: (amount: number) => string;
  /** Formats in the tenant's zone and the UI language. */
  date: (value: Date | string | number, format?: DateFormatName) => string;
  hasFeature: (flag: FeatureFlag) => boolean;
  /** Builds an absolute app path for this tenant's login, e.g. /app/ava-sg/login. */
  loginPath: string;
}

export const TenantContext = createContext<TenantContextValue | null>(null);

/** `language` is the UI language: dates use its month names (English keeps the spec's shapes). */
export function createTenantContextValue(bundle: TenantBundle, language = 'en'): TenantContextValue {
  const { manifest } = bundle;
  const locale = intlLocaleFor(language);
  return {
    bundle,
    manifest,
    money: (amount) => formatMoney(amount, manifest.currency.label),
    date: (value, format = 'date') => formatInTenantZone(value, manifest.timeZone, format, locale),
    hasFeature: (flag) => manifest.features[flag],
    loginPath: `/app/${manifest.id}/login`,
  };
}

/** The current tenant; throws outside a TenantProvider (a wiring bug, not a user error). */
export function useTenant(): TenantContextValue {
  const value = useContext(TenantContext);
  if (!value) throw new Error('useTenant must be used inside TenantProvider');
  return value;
}
