import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCountries } from 'react-phone-number-input';
import type { SeedCountry } from '../../server/db/seed/domain/context';
import { facilityNaming } from '../../server/db/seed/domain/facilities';
import { locationTree } from '../../server/db/seed/domain/locations';
import { doctorNames, patientNames } from '../../server/db/seed/domain/names';
import { payorNamesBy } from '../../server/db/seed/domain/payors';

/**
 * The words a leak of English would show: every word of three letters or more
 * in the English catalogue, less the words the other language's own catalogue
 * also uses (loanwords such as "Status" or "Email" are that language's words
 * too) and less proper names and codes a page shows as they are.
 */

type Strings = { [key: string]: string | Strings };

function texts(value: string | Strings): string[] {
  return typeof value === 'string' ? [value] : Object.values(value).flatMap(texts);
}

function catalogue(locale: string): string[] {
  const dir = join('locales', locale);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => texts(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Strings));
}

/** Words of a text: letters only, placeholders like {{name}} and markup removed. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length >= 3);
}

/**
 * Proper names and codes: the product's and tenants' names, request types,
 * medical and insurance abbreviations, and units. Anything in capitals is an
 * abbreviation, so only mixed-case words are checked.
 */
function tenantNames(): string[] {
  return readdirSync('tenants', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const manifest = JSON.parse(readFileSync(join('tenants', entry.name, 'manifest.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      return [manifest.displayName, manifest.legalName].filter((n): n is string => typeof n === 'string');
    });
}

const properNames = ['AVA', ...tenantNames()].flatMap(wordsOf);

export function englishLeakWords(locale: string): Set<string> {
  const own = new Set(
    catalogue(locale)
      .flatMap(wordsOf)
      .map((w) => w.toLowerCase()),
  );
  const allowed = new Set(properNames.map((w) => w.toLowerCase()));
  const words = catalogue('en')
    .flatMap(wordsOf)
    .filter((w) => w !== w.toUpperCase())
    .map((w) => w.toLowerCase())
    .filter((w) => !own.has(w) && !allowed.has(w));
  return new Set(words);
}

/**
 * The names of the demo data of a country, whole: facilities (every naming
 * pattern over every place), places, doctors, patients and payors. They are
 * cut out of a page's text as whole phrases, so "Kowloon Health Check Centre"
 * is a name while a lone "Health Screening" heading is still English.
 */
export function properPhrases(country: SeedCountry): string[] {
  const places = Object.entries(locationTree[country]).flatMap(([region, cities]) =>
    cities.map((city) => ({ region, city })),
  );
  const facilities = Object.values(facilityNaming[country])
    .flat()
    .flatMap((pattern) => places.map((p) => pattern.replace('{city}', p.city).replace('{region}', p.region)));
  const people = [...doctorNames[country], ...patientNames[country].map(([name]) => name)];
  const payors = payorNamesBy[country].map(([name]) => name);
  const placeNames = places.flatMap((p) => [p.region, p.city]);
  // Longest first, so a facility's name goes before the city inside it.
  return [...new Set([...facilities, ...people, ...payors, ...placeNames])].sort((a, b) => b.length - a.length);
}

/**
 * Country names as the language itself writes them (the browser's region names, as the phone
 * field's country select shows them): Malay writes "New Zealand", which is Malay, not a leak.
 */
export function countryNamesIn(locale: string): string[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', style: 'short' });
  return getCountries()
    .map((code) => names.of(code) ?? code)
    .sort((a, b) => b.length - a.length);
}

/** Text without e-mail addresses and the given proper names. */
function withoutNames(text: string, phrases: readonly string[]): string {
  let rest = text.replace(/\S+@\S+/g, ' ');
  for (const phrase of phrases) rest = rest.split(phrase).join(' ');
  return rest;
}

/** The English words among a page's text, each once, in the order first seen. */
export function englishIn(text: string, leakWords: Set<string>, names: readonly string[] = []): string[] {
  const found = wordsOf(withoutNames(text, names))
    .filter((w) => w !== w.toUpperCase())
    .filter((w) => leakWords.has(w.toLowerCase()));
  return [...new Set(found)];
}
