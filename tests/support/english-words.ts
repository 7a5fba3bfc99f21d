import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
      const manifest = JSON.parse(readFileSync(join('tenants', entry.name, 'manifest.json'), 'utf8')) as Record<string, unknown>;
      return [manifest.displayName, manifest.legalName].filter((n): n is string => typeof n === 'string');
    });
}

const properNames = ['AVA', ...tenantNames()].flatMap(wordsOf);

export function englishLeakWords(locale: string): Set<string> {
  const own = new Set(catalogue(locale).flatMap(wordsOf).map((w) => w.toLowerCase()));
  const allowed = new Set(properNames.map((w) => w.toLowerCase()));
  const words = catalogue('en')
    .flatMap(wordsOf)
    .filter((w) => w !== w.toUpperCase())
    .map((w) => w.toLowerCase())
    .filter((w) => !own.has(w) && !allowed.has(w));
  return new Set(words);
}

/** The English words among a page's text, each once, in the order first seen. */
export function englishIn(text: string, leakWords: Set<string>): string[] {
  const found = wordsOf(text)
    .filter((w) => w !== w.toUpperCase())
    .filter((w) => leakWords.has(w.toLowerCase()));
  return [...new Set(found)];
}
