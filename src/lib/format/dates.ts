import type { Locale } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';

/** Display formats from the spec (01 §9, 02 §9). */
export const dateFormats = {
  date: 'dd MMM yyyy',
  dateTime: 'dd MMM yyyy hh:mm a',
  birthDate: 'd MMM yyyy',
  slotAxis: 'HHmm',
  api: 'yyyy-MM-dd',
} as const;

export type DateFormatName = keyof typeof dateFormats;

/** Formats an instant as the wall-clock time of the tenant's time zone. */
export function formatInTenantZone(
  value: Date | string | number,
  timeZone: string,
  format: DateFormatName,
  locale?: Locale,
): string {
  return formatInTimeZone(value, timeZone, dateFormats[format], locale ? { locale } : undefined);
}
