import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SeedDomainContext, SeedTenant, SeedUser } from './context';

const tenantsDir = fileURLToPath(new URL('../../../../tenants', import.meta.url));
const roles = ['patient', 'agent', 'clinic', 'doctor', 'specialist', 'hospital', 'payor'] as const;

/** The demo tenants as the seed runner passes them (fields the domain seed reads). */
export function demoTenants(): SeedTenant[] {
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => JSON.parse(readFileSync(`${tenantsDir}/${entry.name}/manifest.json`, 'utf8')) as SeedTenant)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Test context: one user per role and tenant, named like the core seed's users. */
export function makeSeedContext(overrides: Partial<SeedDomainContext> = {}): SeedDomainContext {
  const tenants = overrides.tenants ?? demoTenants();
  const users: SeedUser[] = tenants.flatMap((t) =>
    roles.map((roleId) => ({
      id: `u-${t.id}-${roleId}`,
      tenantId: t.id,
      roleId,
      email: `${roleId}@${t.id}.demo`,
      firstName: 'Demo',
      lastName: roleId[0]?.toUpperCase() + roleId.slice(1),
      providerId: roleId === 'patient' ? null : `prov-${t.id}`,
    })),
  );
  return { now: new Date('2026-03-18T02:30:00Z'), tenants, users, ...overrides };
}
