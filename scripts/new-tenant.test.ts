import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { countries, type Country } from '../src/lib/tenant/countries';
import { manifestSchema } from '../src/lib/tenant/manifest-schema';
import { formatProblem } from './lib/problem';
import { parseCountry, ScaffoldRefusal, scaffoldTenant } from './lib/scaffold-tenant';
import { validateTenants } from './lib/validate-tenants';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temp copy of the real tenants folder, so the new tenant must coexist with the demo ones. */
function tenantsCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'new-tenant-'));
  copies.push(root);
  const dir = path.join(root, 'tenants');
  cpSync(path.join(repo, 'tenants'), dir, { recursive: true });
  return dir;
}

const expectedDefaults: Record<Country, object> = {
  singapore: {
    phoneRegion: 'SG',
    timeZone: 'Asia/Singapore',
    currency: { code: 'SGD', label: 'SGD' },
    tax: { taxName: 'GST', taxPercent: 9 },
    locales: { default: 'en', offered: ['en'] },
  },
  malaysia: {
    phoneRegion: 'MY',
    timeZone: 'Asia/Kuala_Lumpur',
    currency: { code: 'MYR', label: 'RM' },
    tax: { taxName: 'SST', taxPercent: 8 },
    locales: { default: 'en', offered: ['en', 'ms'] },
  },
  indonesia: {
    phoneRegion: 'ID',
    timeZone: 'Asia/Jakarta',
    currency: { code: 'IDR', label: 'Rp' },
    tax: { taxName: 'PPN', taxPercent: 11 },
    locales: { default: 'id', offered: ['id', 'en'] },
  },
  'hong kong': {
    phoneRegion: 'HK',
    timeZone: 'Asia/Hong_Kong',
    currency: { code: 'HKD', label: 'HK$' },
    tax: { taxName: 'Tax', taxPercent: 0 },
    locales: { default: 'zh-HK', offered: ['zh-HK', 'en'] },
  },
};

describe('scaffoldTenant', () => {
  it.each(countries)('scaffolds a valid %s tenant with its country defaults', (country) => {
    const dir = tenantsCopy();
    const id = `acme-${country.replace(' ', '-')}`;
    scaffoldTenant({ id, country, tenantsDir: dir, displayName: 'Acme & Co' });

    expect(validateTenants(dir).map(formatProblem)).toEqual([]);
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(dir, id, 'manifest.json'), 'utf8')));
    expect(manifest).toMatchObject({
      ...expectedDefaults[country],
      $schema: '../manifest.schema.json',
      id,
      displayName: 'Acme & Co',
      country,
      isDefault: false,
      login: { variant: 'password', signUp: true },
      features: { reschedule: false, diagnosisProcedureSearch: country === 'malaysia' },
    });
    const logo = readFileSync(path.join(dir, id, 'logo.svg'), 'utf8');
    expect(logo).toContain('<title>Acme &amp; Co</title>');
    expect(logo).toContain(`fill="${manifest.palettes.light.primary}"`);
  });

  it('gives different tenants different brand colours', () => {
    const dir = tenantsCopy();
    const primaries = countries.map((country, i) => {
      const id = `client-${i}`;
      scaffoldTenant({ id, country, tenantsDir: dir });
      return manifestSchema.parse(JSON.parse(readFileSync(path.join(dir, id, 'manifest.json'), 'utf8'))).palettes.light
        .primary;
    });
    expect(new Set(primaries).size).toBe(primaries.length);
  });

  it('refuses an existing id, a reserved one and a malformed one, writing nothing', () => {
    const dir = tenantsCopy();
    const before = readFileSync(path.join(dir, 'ava-sg', 'manifest.json'), 'utf8');
    expect(() => scaffoldTenant({ id: 'ava-sg', country: 'singapore', tenantsDir: dir })).toThrow(
      new ScaffoldRefusal(
        `tenant "ava-sg" already exists at ${path.relative(process.cwd(), path.join(dir, 'ava-sg'))}`,
      ),
    );
    expect(readFileSync(path.join(dir, 'ava-sg', 'manifest.json'), 'utf8')).toBe(before);
    expect(() => scaffoldTenant({ id: 'patient', country: 'singapore', tenantsDir: dir })).toThrow(
      '"patient" is reserved: the portal already uses /patient as a route; choose another id',
    );
    expect(() => scaffoldTenant({ id: 'Acme_SG', country: 'singapore', tenantsDir: dir })).toThrow(
      'is not a valid tenant id',
    );
    expect(existsSync(path.join(dir, 'patient'))).toBe(false);
  });
});

describe('parseCountry', () => {
  it('accepts the spellings people type and names the choices otherwise', () => {
    expect(parseCountry('Hong Kong')).toBe('hong kong');
    expect(parseCountry('hong-kong')).toBe('hong kong');
    expect(() => parseCountry('thailand')).toThrow(
      '--country must be one of "singapore", "malaysia", "indonesia", "hong kong"; got "thailand"',
    );
  });
});

describe('tenants:new CLI', () => {
  it('scaffolds, validates and prints the next steps', () => {
    const dir = tenantsCopy();
    const result = spawnSync(
      path.join(repo, 'node_modules', '.bin', 'tsx'),
      ['scripts/new-tenant.ts', 'acme-hk', '--country', 'hong kong', '--name', 'Acme', '--dir', dir],
      { cwd: repo, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('6 tenants valid');
    expect(result.stdout).toContain('npm run build:tenants acme-hk');
  });
});
