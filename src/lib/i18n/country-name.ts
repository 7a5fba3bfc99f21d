import { countryRegionCodes, type Country } from '../tenant/countries';
import { intlLocaleFor } from './intl-locale';

const titleCase = (value: string) => value.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/**
 * A country value from the API ('singapore', 'hong kong') named in the UI
 * language, from its ISO code: the short form, so Hong Kong reads 香港 or
 * Hong Kong rather than the long SAR name. An unknown value is title-cased.
 */
export function countryName(value: string, language: string): string {
  const code = countryRegionCodes[value.toLowerCase() as Country] as string | undefined;
  const name = code
    ? new Intl.DisplayNames(intlLocaleFor(language), { type: 'region', style: 'short' }).of(code)
    : undefined;
  return name ?? titleCase(value);
}
