import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { supportedLocales, type SupportedLocale } from '../../src/lib/tenant/countries';
import type { Db } from '../db/client';
import { specialties, type PackageLabels, type SpecialtyLabels } from '../db/schema/domain';

/**
 * The language a caller reads data in: the portal sends its UI language as
 * Accept-Language on every call. Tags are tried in the order sent and matched
 * exactly (case aside) against the supported locales; anything else, or no
 * header, is English, the language every row has.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): SupportedLocale {
  return namedLocale(request) ?? 'en';
}

/** The supported language a call names, or null: a mail then goes in the tenant's default, not in English. */
export function namedLocale(request: Pick<FastifyRequest, 'headers'>): SupportedLocale | null {
  const tags = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase());
  for (const tag of tags) {
    const match = supportedLocales.find((locale) => locale.toLowerCase() === tag);
    if (match) return match;
  }
  return null;
}

const labelsIn = <T>(labels: Partial<Record<string, T>>, locale: SupportedLocale): T | undefined =>
  locale === 'en' ? undefined : labels[locale];

/** A package's name and description in the caller's language, English where a row has none. */
export function packageText(
  row: { name: string; description: string; labels: PackageLabels },
  locale: SupportedLocale,
): { name: string; description: string } {
  const own = labelsIn(row.labels, locale);
  return { name: own?.name || row.name, description: own?.description || row.description };
}

/** A package's name alone in the caller's language (English fallback; null stays null). */
export const packageName = (
  name: string | null,
  labels: PackageLabels | null,
  locale: SupportedLocale,
): string | null => (name === null ? null : labelsIn(labels ?? {}, locale)?.name || name);

/** A specialty row's name in the caller's language, English where it has none. */
export const specialtyName = (row: { name: string; labels: SpecialtyLabels }, locale: SupportedLocale): string =>
  labelsIn(row.labels, locale)?.name || row.name;

/** Words specialty values (the English names doctors carry) in one language. */
export type SpecialtyWording = (name: string) => string;

/**
 * Loads the labels of the named specialties once for a response. Doctors hold
 * specialty names, not ids; a name is worded the same in every country, so the
 * first row of that name serves.
 */
export async function specialtyWording(db: Db, names: string[], locale: SupportedLocale): Promise<SpecialtyWording> {
  const unique = [...new Set(names)];
  if (locale === 'en' || unique.length === 0) return (name) => name;
  const rows = await db
    .select({ name: specialties.name, labels: specialties.labels })
    .from(specialties)
    .where(inArray(specialties.name, unique));
  const labels = new Map<string, string>();
  for (const row of rows) if (!labels.has(row.name)) labels.set(row.name, specialtyName(row, locale));
  return (name) => labels.get(name) ?? name;
}
