import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readJson } from './read-json';
import { describeValue, displayPath, type Problem } from './problem';

/** Where a tenant's copy overrides live: `<tenant>/locales/<lng>.json`. */
export const overridesFolder = 'locales';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

interface OverrideContext {
  tenantDir: string;
  /** Languages the manifest offers; undefined when the manifest is too broken to say. */
  offered: readonly string[] | undefined;
  /** The app's source-of-truth copy (`locales/en/<namespace>.json`), when present, to catch misspelt keys. */
  englishDir: string | undefined;
  cwd: string;
}

/**
 * A tenant may override copy per language: `{ namespace: { key: "text" } }`.
 * An override for a language the tenant does not offer, or for a key the app
 * does not have, would silently never show — so both are problems.
 */
export function localeOverrideProblems(ctx: OverrideContext): Problem[] {
  const dir = path.join(ctx.tenantDir, overridesFolder);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.flatMap((name): Problem[] => {
    const absolute = path.join(dir, name);
    const file = displayPath(absolute, ctx.cwd);
    const lng = name.slice(0, -'.json'.length);
    if (ctx.offered && !ctx.offered.includes(lng)) {
      return [{ file, expected: `a language the tenant offers (${ctx.offered.join(', ')})`, got: `"${lng}"` }];
    }
    const read = readJson(absolute, file);
    if (!read.ok) return [read.problem];
    if (!isRecord(read.data)) {
      return [{ file, expected: 'an object of namespace → key → string', got: describeValue(read.data) }];
    }
    return Object.entries(read.data).flatMap(([namespace, keys]) => namespaceProblems(ctx, file, namespace, keys));
  });
}

function namespaceProblems(ctx: OverrideContext, file: string, namespace: string, strings: unknown): Problem[] {
  if (!isRecord(strings)) {
    return [{ file, where: namespace, expected: 'an object of key → string', got: describeValue(strings) }];
  }
  if (!ctx.englishDir) return entryProblems({ file, english: undefined, englishFile: '' }, [namespace], strings);
  const source = path.join(ctx.englishDir, `${namespace}.json`);
  const englishFile = displayPath(source, ctx.cwd);
  if (!existsSync(source)) {
    return [
      {
        file,
        where: namespace,
        expected: `a namespace that exists in ${displayPath(ctx.englishDir, ctx.cwd)}`,
        got: 'an unknown namespace',
      },
    ];
  }
  const read = readJson(source, englishFile);
  return entryProblems({ file, english: read.ok ? read.data : undefined, englishFile }, [namespace], strings);
}

interface EntryContext {
  file: string;
  /** The matching part of the English source; undefined when there is none to compare with. */
  english: unknown;
  englishFile: string;
}

/**
 * The runtime deep-merges overrides into the English-shaped resources, so an
 * override must have the same shape: nested keys as nested objects, strings at
 * the leaves, and no key the source does not have.
 */
function entryProblems(ctx: EntryContext, at: string[], strings: Record<string, unknown>): Problem[] {
  return Object.entries(strings).flatMap(([key, value]): Problem[] => {
    const where = [...at, key].join('.');
    const compare = ctx.english !== undefined;
    const source = isRecord(ctx.english) ? ctx.english[key] : undefined;
    if (compare && source === undefined) {
      const hint = key.includes('.') ? ' (nested keys are written as nested objects)' : '';
      return [
        { file: ctx.file, where, expected: `a key that exists in ${ctx.englishFile}${hint}`, got: 'an unknown key' },
      ];
    }
    if (isRecord(value) && (!compare || isRecord(source))) {
      return entryProblems({ ...ctx, english: source }, [...at, key], value);
    }
    const expected = compare && isRecord(source) ? `an object of key → string, as in ${ctx.englishFile}` : 'a string';
    return typeof value === 'string' && expected === 'a string'
      ? []
      : [{ file: ctx.file, where, expected, got: describeValue(value) }];
  });
}
