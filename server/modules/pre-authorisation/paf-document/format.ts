import { formatInTenantZone } from '../../../../src/lib/format/dates';
import { formatPhone } from '../../../../src/lib/format/phone';
import type { TenantManifest } from '../../../../src/lib/tenant/manifest-schema';
import { zoneAbbreviation } from '../../../lib/dates';

/** A calendar date ("2026-11-24") as "24 Nov 2026" (Indonesian "24 Nov 2026", "17 Mei 1957"). */
export const dateOf = (isoDate: string, timeZone: string, locale: string) =>
  formatInTenantZone(isoDate, timeZone, 'date', locale);

/** A wall-clock time already in the tenant's zone ("2026-12-01T08:00") as "01 Dec 2026 08:00 AM". */
export const dateTimeOf = (localIso: string, timeZone: string, locale: string) =>
  formatInTenantZone(localIso, timeZone, 'dateTime', locale);

/** An instant (a Date or a string with an offset) on the tenant's clock: "24 Nov 2026 07:23 PM GMT+8". */
export function instantIn(value: Date | string, timeZone: string, locale: string): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '—';
  return `${formatInTenantZone(instant, timeZone, 'dateTime', locale)} ${zoneAbbreviation(instant, timeZone)}`;
}

/** "M17.1 Other primary gonarthrosis": the code the specialist chose, with its text. */
export function withDescription(code: string, table: ReadonlyMap<string, string>): string {
  const description = table.get(code);
  return description ? `${code} ${description}` : code;
}

/** A phone number as the portal shows it ("+65 9123 4567"); empty stays empty. */
export const phoneOf = (value: string, tenant: TenantManifest) => (value ? formatPhone(value, tenant.phoneRegion) : '');
