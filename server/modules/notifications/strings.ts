import { readFileSync } from 'node:fs';
import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { formatClock, formatMoment } from '../../lib/dates';

type Catalogue = Record<string, unknown>;

/** A catalogue is code shipped with the server, not state: reading each once is safe across instances. */
const catalogues = new Map<SupportedLocale, Catalogue>();

function catalogue(locale: SupportedLocale): Catalogue {
  let found = catalogues.get(locale);
  if (!found) {
    const file = new URL(`../../../locales/${locale}/notifications.json`, import.meta.url);
    found = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    catalogues.set(locale, found);
  }
  return found;
}

/** Translates with the same `{{name}}` placeholders as the client's i18next catalogues. */
export type Translate = (key: string, values?: Record<string, string>) => string;

export function translator(locale: SupportedLocale): Translate {
  const strings = catalogue(locale);
  return (key, values = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], strings);
    if (typeof found !== 'string') throw new Error(`notifications.json (${locale}) has no "${key}"`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/**
 * The language a person's mail is written in: the one they last read the portal in, when the tenant still offers
 * it; otherwise the tenant's default, which is the language every person of that market can read.
 */
export function mailLocale(tenant: TenantManifest, preferred: string | null | undefined): SupportedLocale {
  const offered = tenant.locales.offered.find((locale) => locale === preferred);
  return offered ?? tenant.locales.default;
}

/** English takes the market's conventions (day before month in Singapore, Malaysia, Hong Kong, Indonesia). */
const intlLocale = (locale: SupportedLocale, tenant: TenantManifest) =>
  locale === 'en' ? `en-${tenant.phoneRegion}` : locale;

/** A moment as the recipient reads it: their language's month and day names, the tenant's clock. */
export const formatWhen = (at: Date, locale: SupportedLocale, tenant: TenantManifest): string =>
  formatMoment(at, intlLocale(locale, tenant), tenant.timeZone);

/** An appointment's span: the date once, then both clock times. */
export function formatSpan(start: Date, end: Date | null, locale: SupportedLocale, tenant: TenantManifest): string {
  const from = formatWhen(start, locale, tenant);
  if (!end) return from;
  return `${from} – ${formatClock(end, intlLocale(locale, tenant), tenant.timeZone)}`;
}
