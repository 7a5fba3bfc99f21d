/**
 * The Intl / react-aria locale for a UI language: dates and calendars follow
 * the language the portal shows; English is day-first, as in SG, MY and HK.
 */
const intlLocales: Record<string, string> = { en: 'en-GB', ms: 'ms-MY', id: 'id-ID', 'zh-HK': 'zh-HK' };

export function intlLocaleFor(language: string): string {
  return intlLocales[language] ?? 'en-GB';
}
