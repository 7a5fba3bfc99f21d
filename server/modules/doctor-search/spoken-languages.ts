import type { SupportedLocale } from '../../../src/lib/tenant/countries';

/**
 * The languages doctors speak, as the directory stores them (English words),
 * in the portal's other languages. Intl.DisplayNames is not used: it names
 * Mandarin "Chinese" and has no Indonesian word for Hokkien.
 */
const words: Record<string, Record<Exclude<SupportedLocale, 'en'>, string>> = {
  English: { 'zh-HK': '英文', id: 'Inggris', ms: 'Inggeris' },
  Mandarin: { 'zh-HK': '普通話', id: 'Mandarin', ms: 'Mandarin' },
  Cantonese: { 'zh-HK': '廣東話', id: 'Kanton', ms: 'Kantonis' },
  Hokkien: { 'zh-HK': '福建話', id: 'Hokkien', ms: 'Hokkien' },
  Malay: { 'zh-HK': '馬來文', id: 'Melayu', ms: 'Melayu' },
  'Bahasa Malaysia': { 'zh-HK': '馬來文', id: 'Bahasa Malaysia', ms: 'Bahasa Malaysia' },
  'Bahasa Indonesia': { 'zh-HK': '印尼文', id: 'Bahasa Indonesia', ms: 'Bahasa Indonesia' },
  Tamil: { 'zh-HK': '泰米爾文', id: 'Tamil', ms: 'Tamil' },
  Javanese: { 'zh-HK': '爪哇文', id: 'Jawa', ms: 'Jawa' },
  Sundanese: { 'zh-HK': '巽他文', id: 'Sunda', ms: 'Sunda' },
};

/** A stored language name in `locale`; a name not in the table is shown as stored. */
export const spokenLanguage = (name: string, locale: SupportedLocale): string =>
  locale === 'en' ? name : (words[name]?.[locale] ?? name);
