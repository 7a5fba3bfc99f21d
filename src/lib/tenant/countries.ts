/**
 * Countries the portal serves, with the defaults a new tenant of that country
 * starts from (spec: default phone country by client country; currency/tax).
 */
export const countries = ['singapore', 'malaysia', 'indonesia', 'hong kong'] as const;
export type Country = (typeof countries)[number];

/** ISO 3166-1 codes of the countries, for Intl.DisplayNames (the values above are what the API sends). */
export const countryRegionCodes: Record<Country, string> = {
  singapore: 'SG',
  malaysia: 'MY',
  indonesia: 'ID',
  'hong kong': 'HK',
};

export const phoneRegions = ['SG', 'MY', 'ID', 'HK'] as const;
export type PhoneRegion = (typeof phoneRegions)[number];

export const supportedLocales = ['en', 'ms', 'id', 'zh-HK'] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

export interface CountryDefaults {
  phoneRegion: PhoneRegion;
  timeZone: string;
  currency: { code: string; label: string };
  tax: { taxName: string; taxPercent: number };
  locales: { default: SupportedLocale; offered: SupportedLocale[] };
}

export const countryDefaults: Record<Country, CountryDefaults> = {
  singapore: {
    phoneRegion: 'SG',
    timeZone: 'Asia/Singapore',
    currency: { code: 'SGD', label: 'SGD' },
    tax: { taxName: 'GST', taxPercent: 9 },
    locales: { default: 'en', offered: ['en'] },
  },
  malaysia: {
    phoneRegion: 'MY',
    timeZone: 'Asia/Kuala_Lumpur',
    currency: { code: 'MYR', label: 'RM' },
    tax: { taxName: 'SST', taxPercent: 8 },
    locales: { default: 'en', offered: ['en', 'ms'] },
  },
  indonesia: {
    phoneRegion: 'ID',
    timeZone: 'Asia/Jakarta',
    currency: { code: 'IDR', label: 'Rp' },
    tax: { taxName: 'PPN', taxPercent: 11 },
    locales: { default: 'id', offered: ['id', 'en'] },
  },
  'hong kong': {
    phoneRegion: 'HK',
    timeZone: 'Asia/Hong_Kong',
    currency: { code: 'HKD', label: 'HK$' },
    tax: { taxName: 'Tax', taxPercent: 0 },
    locales: { default: 'zh-HK', offered: ['zh-HK', 'en'] },
  },
};
