import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { localeOverrideProblems } from './locale-overrides';
import { generateManifestJsonSchema, manifestSchemaFileName } from './manifest-json-schema';
import { displayPath, type Problem } from './problem';
import { readJson } from './read-json';
import { schemaProblems } from './schema-problems';
import { contrastProblems, fileProblems, idProblems, ruleProblems, type TenantFolder } from './tenant-checks';

export interface ValidateOptions {
  /** Problem lines show paths relative to this; defaults to the process's working directory. */
  cwd?: string;
  /** The app's copy (`<localesDir>/en/*.json`) that overrides are checked against; defaults to `../locales` beside the tenants folder. */
  localesDir?: string;
}

interface Loaded extends TenantFolder {
  folderName: string;
  /** undefined when the manifest could not be read as JSON. */
  data: unknown;
  readable: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every sub-folder is a tenant (dot-folders aside), in a stable order. */
export function tenantFolderNames(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Everything wrong with a tenants folder, one problem per defect, in a stable
 * order (folders alphabetically, then checks across tenants). Empty means valid.
 */
export function validateTenants(tenantsDir: string, options: ValidateOptions = {}): Problem[] {
  const cwd = options.cwd ?? process.cwd();
  const root = path.resolve(cwd, tenantsDir);
  const shown = (absolute: string) => displayPath(absolute, cwd);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    return [{ file: shown(root), expected: 'a folder of tenant folders', got: 'no such folder' }];
  }
  const englishDir = path.join(options.localesDir ?? path.join(root, '..', 'locales'), 'en');
  const problems: Problem[] = [...schemaFileProblems(root, shown)];
  const loaded: Loaded[] = [];

  for (const folderName of tenantFolderNames(root)) {
    const dir = path.join(root, folderName);
    const manifestPath = path.join(dir, 'manifest.json');
    const folder: TenantFolder = { dir, file: shown(manifestPath), cwd };
    if (!existsSync(manifestPath)) {
      problems.push({
        file: folder.file,
        expected: 'a manifest file (every tenant folder needs one)',
        got: 'no such file',
      });
      continue;
    }
    const read = readJson(manifestPath, folder.file);
    if (!read.ok) {
      problems.push(read.problem);
      loaded.push({ ...folder, folderName, data: undefined, readable: false });
      continue;
    }
    const data = read.data;
    problems.push(
      ...schemaProblems(folder.file, data),
      ...idProblems(folder, data),
      ...fileProblems(folder, data),
      ...contrastProblems(folder, data),
      ...ruleProblems(folder, data),
    );
    const offered = isRecord(data) && isRecord(data.locales) ? data.locales.offered : undefined;
    problems.push(
      ...localeOverrideProblems({
        tenantDir: dir,
        offered: Array.isArray(offered) && offered.every((l) => typeof l === 'string') ? offered : undefined,
        englishDir: existsSync(englishDir) ? englishDir : undefined,
        cwd,
      }),
    );
    loaded.push({ ...folder, folderName, data, readable: true });
  }
  problems.push(...idAcrossTenants(loaded), ...defaultClientProblems(loaded, shown(root)));
  return problems;
}

/** A stale schema file means editors autocomplete fields the validator would reject, or miss new ones. */
function schemaFileProblems(root: string, shown: (absolute: string) => string): Problem[] {
  const absolute = path.join(root, manifestSchemaFileName);
  const file = shown(absolute);
  const expected = 'the JSON Schema generated from src/lib/tenant/manifest-schema.ts';
  if (!existsSync(absolute)) {
    return [{ file, expected, got: 'no such file (run npm run tenants:schema)' }];
  }
  let committed: unknown;
  try {
    committed = JSON.parse(readFileSync(absolute, 'utf8'));
  } catch {
    committed = undefined;
  }
  // Compared as data, not text, so reformatting the file is not a problem.
  return isDeepStrictEqual(committed, generateManifestJsonSchema())
    ? []
    : [{ file, expected, got: 'a stale or hand-edited file (run npm run tenants:schema)' }];
}

/** The id is the URL slug and the folder name is how people find a tenant: both must be unique and agree. */
function idAcrossTenants(loaded: Loaded[]): Problem[] {
  const byId = new Map<string, Loaded[]>();
  for (const tenant of loaded) {
    const id = isRecord(tenant.data) ? tenant.data.id : undefined;
    if (typeof id === 'string') byId.set(id, [...(byId.get(id) ?? []), tenant]);
  }
  return [...byId].flatMap(([id, tenants]) =>
    tenants
      .filter((tenant) => tenant.folderName !== id)
      .map((tenant): Problem => {
        const others = tenants.filter((other) => other !== tenant).map((other) => other.file);
        return others.length > 0
          ? {
              file: tenant.file,
              where: 'id',
              expected: `an id no other tenant uses, equal to the folder name "${tenant.folderName}"`,
              got: `"${id}", already used by ${others.join(', ')}`,
            }
          : { file: tenant.file, where: 'id', expected: `"${tenant.folderName}" (the folder name)`, got: `"${id}"` };
      }),
  );
}

function defaultClientProblems(loaded: Loaded[], rootShown: string): Problem[] {
  const defaults = loaded.filter((tenant) => isRecord(tenant.data) && tenant.data.isDefault === true);
  const expected = 'exactly one tenant with "isDefault": true';
  if (defaults.length > 1) {
    return [
      {
        file: rootShown,
        where: 'isDefault',
        expected,
        got: `${defaults.length} (${defaults.map((t) => t.file).join(', ')})`,
      },
    ];
  }
  // An unreadable manifest may be the default one; saying "none" would send people looking in the wrong place.
  if (defaults.length === 0 && loaded.length > 0 && loaded.every((tenant) => tenant.readable)) {
    return [{ file: rootShown, where: 'isDefault', expected, got: 'none' }];
  }
  return [];
}
