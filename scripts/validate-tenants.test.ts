import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { manifestSchemaFileName } from './lib/manifest-json-schema';
import { formatProblem } from './lib/problem';
import {
  copyFixture,
  setField,
  tempWorkspace,
  validManifest,
  writeTenant,
  type JsonObject,
} from './lib/tenant-factory';
import { validateTenants } from './lib/validate-tenants';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(repo, 'scripts', '__fixtures__', 'tenants');
const file = 'tenants/ava-test/manifest.json';

const workspaces: string[] = [];
afterEach(() => {
  for (const dir of workspaces.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function workspace(): string {
  const root = tempWorkspace();
  workspaces.push(root);
  return root;
}

const lines = (root: string) => validateTenants('tenants', { cwd: root }).map(formatProblem);

/** One valid default tenant with `edits` applied (dotted path → value; undefined removes). */
function oneTenant(edits: Record<string, unknown>, options: { logo?: boolean } = {}): string {
  const root = workspace();
  const manifest = validManifest('ava-test');
  for (const [field, value] of Object.entries(edits)) setField(manifest, field, value);
  writeTenant(root, { manifest, ...options });
  return root;
}

function tenants(...list: Array<{ folder?: string; manifest: JsonObject }>): string {
  const root = workspace();
  for (const tenant of list) writeTenant(root, tenant);
  return root;
}

function fixture(name: string): string {
  const root = workspace();
  copyFixture(root, path.join(fixtures, name));
  return root;
}

const nonDefault = (id: string) => setField(validManifest(id), 'isDefault', false);

describe('validateTenants', () => {
  it('passes the real tenants folder, including the committed JSON Schema', () => {
    expect(validateTenants(path.join(repo, 'tenants'), { cwd: repo }).map(formatProblem)).toEqual([]);
  });

  it('passes a valid factory tenant', () => {
    expect(lines(oneTenant({}))).toEqual([]);
  });

  const cases: Array<[name: string, build: () => string, expected: string[]]> = [
    [
      'unknown field',
      () => oneTenant({ 'palettes.light.primay': '#123456' }),
      [
        `${file}: palettes.light.primay: expected a known field of palettes.light (did you mean "primary"?), got an unknown field`,
      ],
    ],
    [
      'missing required field',
      () => oneTenant({ legalName: undefined }),
      [`${file}: legalName: expected a string (required), got nothing (the field is missing)`],
    ],
    [
      'bad country',
      () => oneTenant({ country: 'thailand' }),
      [`${file}: country: expected one of "singapore", "malaysia", "indonesia", "hong kong", got "thailand"`],
    ],
    [
      'bad phone region',
      () => oneTenant({ phoneRegion: 'TH' }),
      [`${file}: phoneRegion: expected one of "SG", "MY", "ID", "HK", got "TH"`],
    ],
    [
      'bad IANA time zone',
      () => oneTenant({ timeZone: 'Asia/Singapur' }),
      [`${file}: timeZone: expected an IANA time zone such as Asia/Singapore, got "Asia/Singapur"`],
    ],
    [
      'bad currency code',
      () => oneTenant({ 'currency.code': 'SGP' }),
      [`${file}: currency.code: expected an ISO 4217 currency code such as SGD, got "SGP"`],
    ],
    [
      'unsupported locale',
      () => oneTenant({ 'locales.offered': ['en', 'fr'] }),
      [`${file}: locales.offered[1]: expected one of "en", "ms", "id", "zh-HK", got "fr"`],
    ],
    [
      'default locale not offered',
      () => oneTenant({ 'locales.default': 'ms' }),
      [`${file}: locales.default: expected one of locales.offered (en), got "ms"`],
    ],
    [
      'not a colour',
      () => oneTenant({ 'palettes.dark.text': 'blue' }),
      [`${file}: palettes.dark.text: expected a colour as #rgb or #rrggbb, got "blue"`],
    ],
    [
      'contrast below AA in light mode',
      () => oneTenant({ 'palettes.light.accent': '#777777', 'palettes.light.onAccent': '#ffffff' }),
      [
        `${file}: palettes.light.onAccent on palettes.light.accent: expected contrast of at least 4.5:1 (WCAG AA) in light mode, got 4.48:1 (#ffffff on #777777)`,
      ],
    ],
    [
      // A black surface only helps the dark palette's other pairs, so danger is the one failure.
      'contrast below AA in dark mode',
      () => oneTenant({ 'palettes.dark.surface': '#000000', 'palettes.dark.danger': '#595959' }),
      [
        `${file}: palettes.dark.danger on palettes.dark.surface: expected contrast of at least 4.5:1 (WCAG AA) in dark mode, got 3.00:1 (#595959 on #000000)`,
      ],
    ],
    [
      'missing logo file',
      () => oneTenant({ favicon: undefined }, { logo: false }),
      [`${file}: logo: expected a file at tenants/ava-test/logo.svg, got no such file`],
    ],
    [
      'missing favicon file',
      () => oneTenant({ favicon: 'favicon.svg' }),
      [`${file}: favicon: expected a file at tenants/ava-test/favicon.svg, got no such file`],
    ],
    [
      'id collides with an app route',
      () => tenants({ manifest: validManifest('patient') }),
      [
        'tenants/patient/manifest.json: id: expected an id that is not a top-level route of the portal, got "patient", which the portal already uses as /patient',
      ],
    ],
    [
      'folder name differs from id',
      () => tenants({ folder: 'ava-test', manifest: validManifest('ava-other') }),
      [`${file}: id: expected "ava-test" (the folder name), got "ava-other"`],
    ],
    [
      'duplicate id across folders',
      () =>
        tenants({ manifest: validManifest('ava-test') }, { folder: 'ava-test-copy', manifest: nonDefault('ava-test') }),
      [
        'tenants/ava-test-copy/manifest.json: id: expected an id no other tenant uses, equal to the folder name "ava-test-copy", got "ava-test", already used by tenants/ava-test/manifest.json',
      ],
    ],
    [
      'no default client',
      () => oneTenant({ isDefault: false }),
      ['tenants: isDefault: expected exactly one tenant with "isDefault": true, got none'],
    ],
    [
      'two default clients',
      () => tenants({ manifest: validManifest('ava-test') }, { manifest: validManifest('bolt-test') }),
      [
        'tenants: isDefault: expected exactly one tenant with "isDefault": true, got 2 (tenants/ava-test/manifest.json, tenants/bolt-test/manifest.json)',
      ],
    ],
    [
      'reschedule on a client that is not the default',
      () =>
        tenants(
          { manifest: validManifest('ava-test') },
          { manifest: setField(nonDefault('bolt-test'), 'features.reschedule', true) },
        ),
      [
        'tenants/bolt-test/manifest.json: features.reschedule: expected false (Reschedule is offered by the default client only), got true on a tenant that is not the default',
      ],
    ],
    [
      'stale JSON Schema file',
      () => {
        const root = oneTenant({});
        writeFileSync(path.join(root, 'tenants', manifestSchemaFileName), '{"type":"object"}\n');
        return root;
      },
      [
        'tenants/manifest.schema.json: expected the JSON Schema generated from src/lib/tenant/manifest-schema.ts, got a stale or hand-edited file (run npm run tenants:schema)',
      ],
    ],
    [
      'tenant folder without a manifest',
      () => {
        const root = oneTenant({});
        mkdirSync(path.join(root, 'tenants', 'half-done'));
        return root;
      },
      ['tenants/half-done/manifest.json: expected a manifest file (every tenant folder needs one), got no such file'],
    ],
    [
      'invalid JSON',
      () => fixture('invalid-json'),
      [`${file}: line 4 column 1: expected valid JSON, got a syntax error: expected double-quoted property name`],
    ],
    [
      'copy override for a language the tenant does not offer',
      () => fixture('locale-not-offered'),
      ['tenants/ava-test/locales/fr.json: expected a language the tenant offers (en), got "fr"'],
    ],
    [
      'copy override that is not a string',
      () => fixture('locale-not-a-string'),
      ['tenants/ava-test/locales/en.json: common.poweredBy: expected a string, got 42'],
    ],
    [
      'copy override for a key the app does not have',
      () => {
        const root = fixture('locale-unknown-key');
        mkdirSync(path.join(root, 'locales', 'en'), { recursive: true });
        writeFileSync(
          path.join(root, 'locales', 'en', 'common.json'),
          '{ "poweredBy": "Powered by AVA", "theme": { "dark": "Dark theme" } }\n',
        );
        return root;
      },
      [
        'tenants/ava-test/locales/en.json: common.theme.drak: expected a key that exists in locales/en/common.json, got an unknown key',
      ],
    ],
  ];

  it.each(cases)('reports %s in one precise line', (_name, build, expected) => {
    expect(lines(build())).toEqual(expected);
  });
});

describe('tenants:validate CLI', () => {
  // The tsx that `npx tsx` resolves to, run directly so npm's own notices stay out of stderr.
  const run = (dir: string) =>
    spawnSync(path.join(repo, 'node_modules', '.bin', 'tsx'), ['scripts/validate-tenants.ts', dir], {
      cwd: repo,
      encoding: 'utf8',
    });

  it('exits 0 with a one-line summary for the real tenants', () => {
    const result = run('tenants');
    expect(result.stdout).toBe('5 tenants valid\n');
    expect(result.status).toBe(0);
  });

  it('exits 1 with one line per problem on stderr for a failing folder', () => {
    const root = oneTenant({ timeZone: 'Mars/Olympus' });
    const result = run(path.join(root, 'tenants'));
    const shown = path.relative(repo, path.join(root, 'tenants', 'ava-test', 'manifest.json'));
    expect(result.stderr).toBe(
      `${shown}: timeZone: expected an IANA time zone such as Asia/Singapore, got "Mars/Olympus"\n`,
    );
    expect(result.status).toBe(1);
  });
});
