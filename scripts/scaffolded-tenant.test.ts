import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenants } from './lib/build-tenants';
import { findMarkers, listFiles, tenantMarkers } from './lib/isolation';
import { scaffoldTenant } from './lib/scaffold-tenant';
import { formatProblem } from './lib/problem';
import { validateTenants } from './lib/validate-tenants';
import { readTenantFolders } from './lib/vite-tenants-plugin';

/**
 * The product-owner promise: add a folder with `tenants:new`, change no code,
 * and the new client validates, builds in both modes, and is isolated.
 */
describe('a scaffolded tenant', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-scaffold-'));
  const tenantsDir = path.join(work, 'tenants');
  const runtimeOut = path.join(work, 'runtime');
  const perTenantOut = path.join(work, 'per-tenant');

  beforeAll(async () => {
    fs.cpSync(path.resolve('tenants'), tenantsDir, { recursive: true });
    scaffoldTenant({ id: 'coral-my', country: 'malaysia', displayName: 'Coral Health', tenantsDir });
    process.env.AVA_TENANTS_DIR = tenantsDir;
    process.env.AVA_OUT_DIR = runtimeOut;
    try {
      await build({ logLevel: 'silent' });
    } finally {
      delete process.env.AVA_OUT_DIR;
    }
    try {
      await buildTenants({ ids: ['coral-my', 'ava-sg'], tenantsDir, outDir: perTenantOut });
    } finally {
      delete process.env.AVA_TENANTS_DIR;
    }
  }, 240_000);

  const folder = (id: string) => readTenantFolders(tenantsDir).find((f) => f.manifest.id === id)!;
  const logo = (id: string) => fs.readFileSync(path.join(folder(id).dir, folder(id).manifest.logo), 'utf8');

  it('validates with the other tenants', () => {
    expect(validateTenants(tenantsDir, { cwd: work }).map(formatProblem)).toEqual([]);
  });

  it('is a lazily loaded chunk of the runtime bundle', () => {
    const chunks = listFiles(runtimeOut).filter((f) => f.endsWith('.js'));
    const own = chunks.filter((f) => fs.readFileSync(f, 'utf8').includes('Coral Health'));
    expect(own.map((f) => path.basename(f))).toEqual([expect.stringMatching(/^coral-my-.*\.js$/)]);
  });

  it('gets its own per-tenant folder with its title and nothing of ava-sg', () => {
    const dir = path.join(perTenantOut, 'coral-my');
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain('<title>Coral Health</title>');
    expect(
      findMarkers(dir, tenantMarkers(folder('ava-sg').manifest, folder('coral-my').manifest, logo('ava-sg'))),
    ).toEqual([]);
    expect(
      findMarkers(
        path.join(perTenantOut, 'ava-sg'),
        tenantMarkers(folder('coral-my').manifest, folder('ava-sg').manifest, logo('coral-my')),
      ),
    ).toEqual([]);
  });
});
