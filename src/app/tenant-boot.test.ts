// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { TenantManifest } from '@/lib/tenant/manifest-schema';

const manifest = JSON.parse(readFileSync('tenants/ava-sg/manifest.json', 'utf8')) as TenantManifest;

// The tenant registry is a build-time virtual module: stand in with a real manifest.
vi.mock('@/lib/tenant/tenant-registry', () => ({
  tenantIds: ['ava-sg'],
  defaultTenantId: 'ava-sg',
  loadTenant: () => Promise.resolve({ manifest, logoUrl: '', faviconUrl: '', copy: {} }),
}));

const { bootTenant } = await import('./tenant-boot');
const { i18next } = await import('@/lib/i18n/i18n');

describe('bootTenant', () => {
  it("has the first page's strings in before the page renders, so nothing suspends on them", async () => {
    const booted = await bootTenant({ pathname: '/app/ava-sg/login', search: '' }, ['shell', 'worklists']);
    expect(booted.resolution).toMatchObject({ kind: 'known', id: 'ava-sg' });
    // A namespace still loading at first render would suspend the page (and React adds 300 ms before revealing it).
    expect(i18next.hasLoadedNamespace('shell')).toBe(true);
    expect(i18next.hasLoadedNamespace('worklists')).toBe(true);
    expect(i18next.t('worklists:home.title')).toBe('Home');
    // Namespaces the page did not name stay unloaded.
    expect(i18next.hasLoadedNamespace('pre-authorisation')).toBe(false);
  });
});
