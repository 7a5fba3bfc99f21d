import type { SupportedLocale } from '../../../src/lib/tenant/countries';

/**
 * Nationality choices of the patient forms. The stored value stays the English
 * word (what staff, reports and older requests hold); the label is the caller's
 * language. Other languages name the country, as their forms' "nationality"
 * fields do.
 */
const words = {
  Singaporean: { id: 'Singapura', ms: 'Singapura', 'zh-HK': '新加坡' },
  Malaysian: { id: 'Malaysia', ms: 'Malaysia', 'zh-HK': '馬來西亞' },
  Indonesian: { id: 'Indonesia', ms: 'Indonesia', 'zh-HK': '印尼' },
  'Chinese (Hong Kong)': { id: 'Tiongkok (Hong Kong)', ms: 'China (Hong Kong)', 'zh-HK': '中國（香港）' },
  Chinese: { id: 'Tiongkok', ms: 'China', 'zh-HK': '中國' },
  Filipino: { id: 'Filipina', ms: 'Filipina', 'zh-HK': '菲律賓' },
  Indian: { id: 'India', ms: 'India', 'zh-HK': '印度' },
  Thai: { id: 'Thailand', ms: 'Thailand', 'zh-HK': '泰國' },
  Vietnamese: { id: 'Vietnam', ms: 'Vietnam', 'zh-HK': '越南' },
  Australian: { id: 'Australia', ms: 'Australia', 'zh-HK': '澳洲' },
  British: { id: 'Britania Raya', ms: 'United Kingdom', 'zh-HK': '英國' },
  American: { id: 'Amerika Serikat', ms: 'Amerika Syarikat', 'zh-HK': '美國' },
  Others: { id: 'Lainnya', ms: 'Lain-lain', 'zh-HK': '其他' },
} satisfies Record<string, Record<Exclude<SupportedLocale, 'en'>, string>>;

/** The choices, each as { label in the caller's language, value in English }. */
export function nationalityOptions(locale: SupportedLocale): Array<{ label: string; value: string }> {
  return Object.entries(words).map(([value, labels]) => ({ label: locale === 'en' ? value : labels[locale], value }));
}
