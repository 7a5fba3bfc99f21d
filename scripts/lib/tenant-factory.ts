import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Country } from '../../src/lib/tenant/countries';
import { buildTenantManifest } from './build-manifest';
import { manifestJsonSchemaText, manifestSchemaFileName } from './manifest-json-schema';

/**
 * Test fixtures for the tenant tooling, built rather than copied: a valid
 * manifest from the scaffolder's own builder, then exactly one defect applied
 * by the test. Everything is written under a fresh temp folder.
 */
export type JsonObject = Record<string, unknown>;

/** A valid default tenant; `country` only matters to tests about country defaults. */
export function validManifest(id: string, country: Country = 'singapore'): JsonObject {
  const manifest = buildTenantManifest({ id, country, displayName: 'Test Health' });
  return { ...manifest, isDefault: true };
}

/** Sets (or with `undefined`, removes) the field at a dotted path, creating objects on the way. */
export function setField(target: JsonObject, dotted: string, value: unknown): JsonObject {
  const keys = dotted.split('.');
  const last = keys.pop()!;
  let node = target;
  for (const key of keys) {
    node[key] ??= {};
    node = node[key] as JsonObject;
  }
  if (value === undefined) {
    delete node[last];
  } else {
    node[last] = value;
  }
  return target;
}

export interface FixtureTenant {
  /** Folder name; defaults to the manifest's id. */
  folder?: string;
  manifest: JsonObject;
  /** Write logo.svg beside the manifest (default true). */
  logo?: boolean;
}

/** A temp folder holding `tenants/` (with the generated schema) and `locales/`; pass it as `cwd`. */
export function tempWorkspace(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tenants-'));
  mkdirSync(path.join(root, 'tenants'));
  writeFileSync(path.join(root, 'tenants', manifestSchemaFileName), manifestJsonSchemaText());
  return root;
}

export function writeTenant(root: string, tenant: FixtureTenant): void {
  const dir = path.join(root, 'tenants', tenant.folder ?? String(tenant.manifest.id));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(tenant.manifest, null, 2)}\n`);
  if (tenant.logo !== false) {
    // The validator checks that the file exists, not what it draws.
    writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  }
}

/**
 * Copies an on-disk fixture (`scripts/__fixtures__/tenants/<name>/`) into
 * `tenants/`, then completes every tenant folder that has no manifest with a
 * valid one, so fixture folders hold only the file that is the point.
 */
export function copyFixture(root: string, fixtureDir: string): void {
  cpSync(fixtureDir, path.join(root, 'tenants'), { recursive: true });
  for (const folder of readdirSync(fixtureDir)) {
    if (!existsSync(path.join(fixtureDir, folder, 'manifest.json'))) {
      writeTenant(root, { manifest: validManifest(folder) });
    }
  }
}
