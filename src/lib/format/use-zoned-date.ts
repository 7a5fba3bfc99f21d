import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleFor } from '../i18n/intl-locale';
import { formatInTenantZone, type DateFormatName } from './dates';

/**
 * Formats in a given zone (a unit's or a case's, which the server states) and
 * the UI language; pages in the tenant's own zone use the tenant's `date`.
 */
export function useZonedDate(timeZone: string): (value: Date | string | number, format: DateFormatName) => string {
  const { i18n } = useTranslation();
  const locale = intlLocaleFor(i18n.language);
  return useCallback((value, format) => formatInTenantZone(value, timeZone, format, locale), [timeZone, locale]);
}
