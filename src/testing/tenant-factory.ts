import avaSg from '../../tenants/ava-sg/manifest.json';
import { manifestSchema, type TenantManifest, type TenantManifestInput } from '@/lib/tenant/manifest-schema';
import type { TenantBundle } from '@/lib/tenant/tenant-bundle';

/** A valid tenant bundle for tests, starting from the ava-sg manifest, with overrides. */
export function buildTenantBundle(overrides: Partial<TenantManifestInput> = {}): TenantBundle {
  const manifest: TenantManifest = manifestSchema.parse({ ...avaSg, ...overrides });
  return { manifest, logoUrl: `/logos/${manifest.id}.svg`, faviconUrl: `/logos/${manifest.id}.svg`, copy: {} };
}
