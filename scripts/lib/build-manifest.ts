import { countryDefaults, type Country } from '../../src/lib/tenant/countries';
import type { TenantManifestInput } from '../../src/lib/tenant/manifest-schema';
import type { Palette } from '../../themes/palette';
import { generatePalette } from './generate-palette';
import { manifestSchemaReference } from './manifest-json-schema';

export interface NewTenant {
  id: string;
  country: Country;
  /** Defaults to a title-cased id without its country suffix (`acme-care-sg` → "Acme Care"). */
  displayName?: string;
}

const countrySuffix = /-(sg|my|id|hk)$/;

export function defaultDisplayName(id: string): string {
  const words = id.replace(countrySuffix, '').split('-');
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/**
 * A complete, valid manifest for a new tenant from its country's defaults.
 * Fields only the client can supply (legal name, links, API credential) get
 * placeholders the CLI asks the author to replace.
 */
export function buildTenantManifest({
  id,
  country,
  displayName = defaultDisplayName(id),
}: NewTenant): TenantManifestInput {
  const defaults = countryDefaults[country];
  return {
    $schema: manifestSchemaReference,
    id,
    displayName,
    legalName: displayName,
    isDefault: false,
    logo: 'logo.svg',
    favicon: 'logo.svg',
    country,
    timeZone: defaults.timeZone,
    phoneRegion: defaults.phoneRegion,
    locales: { default: defaults.locales.default, offered: [...defaults.locales.offered] },
    currency: { ...defaults.currency },
    tax: { ...defaults.tax },
    login: { variant: 'password', signUp: true, landingPopup: false },
    links: {
      privacyStatement: `https://www.example.com/${id}/privacy`,
      terms: `https://www.example.com/${id}/terms`,
    },
    features: {
      // Spec: Reschedule belongs to the default client only; diagnosis/procedure search to Malaysia.
      reschedule: false,
      diagnosisProcedureSearch: country === 'malaysia',
      healthScreening: true,
      preAuthorisation: true,
      dateRangeMonths: 3,
    },
    palettes: { light: generatePalette(id, 'light'), dark: generatePalette(id, 'dark') },
    api: {
      authorization: `Basic ${Buffer.from(`${id}:portal`).toString('base64')}`,
      doctorSidebarService: 'doctor-portal',
    },
  };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Up to two initials of the display name, upper-cased. */
export function initials(displayName: string): string {
  const words = displayName.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[1]!].map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** A placeholder mark (initials on the brand colour) until the client sends its logo. */
export function initialsLogoSvg(displayName: string, palette: Palette): string {
  const name = escapeXml(displayName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" role="img" aria-label="${name}">`,
    `  <title>${name}</title>`,
    `  <rect width="40" height="40" rx="10" fill="${palette.primary}"/>`,
    `  <text x="20" y="26" text-anchor="middle" font-family="Verdana, sans-serif" font-size="15" font-weight="700" fill="${palette.onPrimary}">${escapeXml(initials(displayName))}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
