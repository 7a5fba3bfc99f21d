import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenants } from './lib/build-tenants';
import { findMarkers, listFiles, tenantMarkers } from './lib/isolation';
import { readTenantFolders } from './lib/vite-tenants-plugin';

const tenantsDir = path.resolve('tenants');
const folders = readTenantFolders(tenantsDir);
const byId = (id: string) => folders.find((f) => f.manifest.id === id)!;
const logoOf = (id: string) => fs.readFileSync(path.join(byId(id).dir, byId(id).manifest.logo), 'utf8');

describe('per-tenant builds', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-tenants-'));
  beforeAll(async () => {
    await buildTenants({ ids: ['ava-sg', 'harbour-hk'], tenantsDir, outDir });
  }, 180_000);

  it('bakes title, favicon, theme-color and palette into each index.html', () => {
    const html = fs.readFileSync(path.join(outDir, 'harbour-hk', 'index.html'), 'utf8');
    expect(html).toContain('<title>Harbour Health</title>');
    expect(html).toContain(
      `<meta name="theme-color" content="${byId('harbour-hk').manifest.palettes.light.primary}" />`,
    );
    expect(html).toContain('<link rel="icon" href="/tenant-assets/favicon.svg" />');
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html).toContain(`--color-primary:${byId('harbour-hk').manifest.palettes.dark.primary}`);
  });

  for (const [own, other] of [
    ['ava-sg', 'harbour-hk'],
    ['harbour-hk', 'ava-sg'],
  ] as const) {
    it(`${own}'s bundle holds nothing of ${other} (every file searched)`, () => {
      const dir = path.join(outDir, own);
      expect(listFiles(dir).length).toBeGreaterThan(5);
      const markers = tenantMarkers(byId(other).manifest, byId(own).manifest, logoOf(other));
      expect(findMarkers(dir, markers)).toEqual([]);
      // The search is real: the bundle's own markers are found.
      const ownMarkers = tenantMarkers(byId(own).manifest, byId(other).manifest, logoOf(own));
      expect(findMarkers(dir, ownMarkers).length).toBeGreaterThan(3);
    });
  }

  it('does not package tenants that were not asked for', () => {
    expect(fs.readdirSync(outDir).sort()).toEqual(['.shell', 'ava-sg', 'harbour-hk']);
  });
});
