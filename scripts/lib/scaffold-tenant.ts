import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { countries, type Country } from '../../src/lib/tenant/countries';
import { manifestSchema } from '../../src/lib/tenant/manifest-schema';
import { buildTenantManifest, initialsLogoSvg } from './build-manifest';
import { manifestJsonSchemaText, manifestSchemaFileName } from './manifest-json-schema';
import { reservedTenantIds } from './reserved-ids';
import { readJson } from './read-json';
import { tenantFolderNames } from './validate-tenants';

/** A request the scaffolder will not carry out; its message is shown to the author as is. */
export class ScaffoldRefusal extends Error {}

/** Accepts `hong kong`, `Hong Kong`, `hong-kong`; refuses anything else with the list of choices. */
export function parseCountry(value: string | undefined): Country {
  const normalised = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');
  const country = countries.find((c) => c === normalised);
  if (!country) {
    throw new ScaffoldRefusal(
      `--country must be one of ${countries.map((c) => `"${c}"`).join(', ')}; got "${value ?? ''}"`,
    );
  }
  return country;
}

export interface ScaffoldRequest {
  id: string;
  country: Country;
  displayName?: string;
  tenantsDir: string;
}

/** Writes `<tenantsDir>/<id>/manifest.json` and `logo.svg`; returns the files written. */
export function scaffoldTenant({ id, country, displayName, tenantsDir }: ScaffoldRequest): string[] {
  const idCheck = manifestSchema.shape.id.safeParse(id);
  if (!idCheck.success) {
    throw new ScaffoldRefusal(`"${id}" is not a valid tenant id: use a lower-case slug like "acme-sg"`);
  }
  if (reservedTenantIds.has(id)) {
    throw new ScaffoldRefusal(`"${id}" is reserved: the portal already uses /${id} as a route; choose another id`);
  }
  const root = path.resolve(tenantsDir);
  const dir = path.join(root, id);
  if (existsSync(dir)) {
    throw new ScaffoldRefusal(`tenant "${id}" already exists at ${path.relative(process.cwd(), dir) || dir}`);
  }
  // A folder named differently may still claim the id; the validator would flag the pair, so refuse up front.
  if (existsSync(root)) {
    for (const folder of tenantFolderNames(root)) {
      const manifestPath = path.join(root, folder, 'manifest.json');
      if (!existsSync(manifestPath)) continue;
      const read = readJson(manifestPath, manifestPath);
      if (read.ok && (read.data as { id?: unknown } | null)?.id === id) {
        throw new ScaffoldRefusal(`tenant id "${id}" is already used by ${path.join(folder, 'manifest.json')}`);
      }
    }
  }

  const manifest = buildTenantManifest({ id, country, ...(displayName ? { displayName } : {}) });
  mkdirSync(dir, { recursive: true });
  const manifestFile = path.join(dir, 'manifest.json');
  const logoFile = path.join(dir, 'logo.svg');
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(logoFile, initialsLogoSvg(manifest.displayName, manifest.palettes.light));
  const written = [manifestFile, logoFile];
  // Manifests point their editors at ../manifest.schema.json; a fresh folder needs one too.
  const schemaFile = path.join(root, manifestSchemaFileName);
  if (!existsSync(schemaFile)) {
    writeFileSync(schemaFile, manifestJsonSchemaText());
    written.push(schemaFile);
  }
  return written;
}
