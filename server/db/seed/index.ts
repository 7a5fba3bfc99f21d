import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, inArray } from 'drizzle-orm';
import { roleIds, type RoleId } from '../../../src/lib/api/contract/auth';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { demoPassword } from '../../config';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { tenants, users } from '../schema/core';
import { seedProfileItems } from './account';
import { demoBirthday, demoMobile, peopleByCountry } from './people';
import type { SeededUser } from './seeded-user';

/** What the domain seed receives: tenants and the users it may attach data to. */
export interface SeedContext {
  tenants: TenantManifest[];
  users: SeededUser[];
  /** Fixed reference time so seeded schedules are deterministic relative to it. */
  now: Date;
  /** Demo people's data too (schedules, requests, cases); off, reference data only. */
  demo: boolean;
}

export const providerIdFor = (tenantId: string) => `prov-${tenantId}`;
export const seedUserId = (tenantId: string, roleId: RoleId) => `u-${tenantId}-${roleId}`;

/** Demo users: `<role>@<tenantId>.demo` / Demo@1234 for every tenant and role. */
export function demoUsers(manifests: TenantManifest[]): SeededUser[] {
  const perCountry = new Map<string, number>();
  let ordinal = 0;
  return manifests.flatMap((m) => {
    const offset = perCountry.get(m.country) ?? 0;
    perCountry.set(m.country, offset + roleIds.length);
    const people = peopleByCountry[m.country];
    return roleIds.map((roleId, i) => {
      const [firstName, lastName, gender] = people[(offset + i) % people.length]!;
      ordinal += 1;
      return {
        id: seedUserId(m.id, roleId),
        tenantId: m.id,
        roleId,
        email: `${roleId}@${m.id}.demo`,
        providerId: roleId === 'patient' ? null : providerIdFor(m.id),
        firstName,
        lastName,
        gender,
        birthday: demoBirthday(ordinal),
        mobile: demoMobile(m.country, ordinal),
      };
    });
  });
}

/**
 * Seeds only an empty database, so restarts keep what users changed. Without
 * `demo`, tenants and reference data only: no logins, no demo people.
 */
export async function seedIfEmpty(
  db: Db,
  manifests: TenantManifest[],
  now: Date,
  options: { demo: boolean },
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, manifests, now, options);
  return true;
}

/** Whether any demo login (`<role>@<tenant>.demo`, public password) is in the database. */
export async function hasDemoUsers(db: Db, manifests: TenantManifest[]): Promise<boolean> {
  const ids = demoUsers(manifests).map((u) => u.id);
  if (ids.length === 0) return false;
  const [row] = await db.select({ n: count() }).from(users).where(inArray(users.id, ids));
  return (row?.n ?? 0) > 0;
}

export interface SeedOptions {
  /** Run seed/domain as well (default true); core-only tests switch it off. */
  domain?: boolean;
  /**
   * The demo dataset (default true, as tests and benches use it): demo logins
   * with the public password and their cases. Off: tenants and reference data.
   */
  demo?: boolean;
}

export async function seed(
  db: Db,
  manifests: TenantManifest[],
  now = new Date(),
  options: SeedOptions = {},
): Promise<void> {
  const demo = options.demo !== false;
  await db.insert(tenants).values(manifests.map((m) => ({ id: m.id, displayName: m.displayName, country: m.country })));
  const seeded = demo ? demoUsers(manifests) : [];
  if (seeded.length > 0) await seedDemoUsers(db, manifests, seeded);
  if (options.domain !== false) await seedDomainIfPresent(db, { tenants: manifests, users: seeded, now, demo });
}

async function seedDemoUsers(db: Db, manifests: TenantManifest[], seeded: SeededUser[]): Promise<void> {
  const hashes = await Promise.all(seeded.map(() => hashPassword(demoPassword)));
  await db.insert(users).values(seeded.map((u, i) => ({ ...u, passwordHash: hashes[i]!, status: 'active' })));
  await seedProfileItems(db, seeded, manifests);
}

/**
 * Domain data (doctors, schedules, payors, ...) lives in seed/domain, written
 * separately; it is optional so the core seed works without it.
 */
async function seedDomainIfPresent(db: Db, ctx: SeedContext): Promise<void> {
  const file = fileURLToPath(new URL('./domain/index.ts', import.meta.url));
  if (!existsSync(file)) return;
  const mod = (await import(/* @vite-ignore */ file)) as {
    seedDomain?: (db: Db, ctx: SeedContext) => Promise<void>;
  };
  await mod.seedDomain?.(db, ctx);
}
