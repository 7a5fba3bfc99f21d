import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** Flattens nested locale JSON into dotted keys. */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

/** i18next plural and context suffixes resolve to one key in code. */
export const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

export interface LocaleProblem {
  file: string;
  message: string;
}

/** Keys missing from a locale, or present in a locale but not in en (en is the source of truth). */
export function compareLocales(localesDir: string): { problems: LocaleProblem[]; keys: Map<string, string[]> } {
  const languages = fs.readdirSync(localesDir).filter((d) => fs.statSync(path.join(localesDir, d)).isDirectory());
  const namespaces = new Set(
    languages.flatMap((lng) => fs.readdirSync(path.join(localesDir, lng)).filter((f) => f.endsWith('.json'))),
  );
  const problems: LocaleProblem[] = [];
  const keys = new Map<string, string[]>();
  for (const file of [...namespaces].sort()) {
    const ns = file.replace(/\.json$/, '');
    const read = (lng: string): string[] | null => {
      const full = path.join(localesDir, lng, file);
      return fs.existsSync(full) ? flattenKeys(JSON.parse(fs.readFileSync(full, 'utf8')) as Tree) : null;
    };
    const source = read('en');
    if (!source) {
      problems.push({ file: `locales/en/${file}`, message: 'missing (en is the source of truth for every namespace)' });
      continue;
    }
    keys.set(ns, source);
    const sourceBases = new Set(source.map(baseKey));
    for (const lng of languages.filter((l) => l !== 'en')) {
      const other = read(lng);
      if (!other) {
        problems.push({ file: `locales/${lng}/${file}`, message: 'missing namespace file' });
        continue;
      }
      const otherBases = new Set(other.map(baseKey));
      for (const key of sourceBases) {
        if (!otherBases.has(key)) problems.push({ file: `locales/${lng}/${file}`, message: `missing key "${key}"` });
      }
      for (const key of otherBases) {
        if (!sourceBases.has(key)) {
          problems.push({ file: `locales/${lng}/${file}`, message: `key "${key}" is not in en` });
        }
      }
    }
  }
  return { problems, keys };
}

/**
 * A key counts as used when its full path appears as a quoted string in the
 * code, or when code builds it from a template whose fixed prefix matches
 * (`status.${value}`); dynamic families are declared that way on purpose.
 */
export function findUnusedKeys(keys: Map<string, string[]>, sourceText: string): string[] {
  const templatePrefixes = [...sourceText.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1] ?? '');
  const unused: string[] = [];
  for (const [ns, list] of keys) {
    for (const key of new Set(list.map(baseKey))) {
      const quoted = new RegExp(`['"\`](?:${ns}:)?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);
      if (quoted.test(sourceText)) continue;
      if (templatePrefixes.some((prefix) => key.startsWith(prefix))) continue;
      unused.push(`${ns}:${key}`);
    }
  }
  return unused;
}

export function readSources(dirs: string[]): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        out.push(fs.readFileSync(full, 'utf8'));
      }
    }
  };
  dirs.filter((d) => fs.existsSync(d)).forEach(walk);
  return out.join('\n');
}
