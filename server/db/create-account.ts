import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { roleIds, type RoleId } from '../../src/lib/api/contract/auth';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { profileItems } from './schema/account';
import { tenants, users } from './schema/core';
import { appointmentUnits } from './schema/domain';

/** Roles that work for a provider; an operator may also create a patient (below). */
export const staffRoleIds = roleIds.filter((r): r is Exclude<RoleId, 'patient'> => r !== 'patient');
export type StaffRoleId = (typeof staffRoleIds)[number];

export interface NewAccount {
  tenantId: string;
  roleId: string;
  /** Required for staff and agents; a patient has none. */
  providerId?: string | undefined;
  email: string;
  firstName?: string;
  lastName?: string;
}

/** A request the command turns down; the message is the one line the operator sees. */
export class AccountRefused extends Error {}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Providers of a tenant: those its appointment units and staff already work for. */
async function knownProviders(db: Db, tenantId: string): Promise<Set<string>> {
  const [units, staff] = await Promise.all([
    db
      .selectDistinct({ id: appointmentUnits.providerId })
      .from(appointmentUnits)
      .where(eq(appointmentUnits.tenantId, tenantId)),
    db.selectDistinct({ id: users.providerId }).from(users).where(eq(users.tenantId, tenantId)),
  ]);
  return new Set([...units, ...staff].map((r) => r.id).filter((id): id is string => id !== null));
}

/**
 * Creates an active staff, agent or patient account with an unusable random password:
 * nobody knows it, so the person's first step is "Forgot password?" on the
 * tenant's login page, which mails them a reset code. Refuses unknown
 * tenants, roles and providers and an e-mail the tenant already uses.
 */
export async function createAccount(
  db: Db,
  input: NewAccount,
): Promise<{ userId: string; tenantId: string; email: string; roleId: RoleId }> {
  const email = input.email.trim().toLowerCase();
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, input.tenantId)).limit(1);
  if (!tenant) throw new AccountRefused(`Unknown tenant "${input.tenantId}".`);
  // Patients usually sign up themselves; a tenant without sign-up (partner sign-on) has its members created here,
  // and they sign in at the partner or set a password through "Forgot password?"
  // (docs/decisions/0063-partner-sign-on.md).
  const roleId: RoleId | undefined =
    input.roleId === 'patient' ? 'patient' : staffRoleIds.find((r) => r === input.roleId);
  if (!roleId) {
    throw new AccountRefused(`Unknown role "${input.roleId}": use one of ${staffRoleIds.join(', ')}, patient.`);
  }
  const providerId = input.providerId?.trim() || null;
  if (roleId === 'patient') {
    if (providerId) throw new AccountRefused('A patient works for no provider: leave out --provider.');
  } else {
    const providers = await knownProviders(db, tenant.id);
    if (!providerId || !providers.has(providerId)) {
      const known = providers.size > 0 ? `: use one of ${[...providers].sort().join(', ')}` : '';
      throw new AccountRefused(`Unknown provider "${input.providerId ?? ''}" in tenant ${tenant.id}${known}.`);
    }
  }
  if (!emailPattern.test(email)) throw new AccountRefused(`Not an e-mail address: "${input.email}".`);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)))
    .limit(1);
  if (taken) throw new AccountRefused(`${email} already has an account in tenant ${tenant.id}.`);

  const userId = randomUUID();
  // A password nobody ever sees: the account is usable only after a reset.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      tenantId: tenant.id,
      email,
      passwordHash,
      roleId,
      status: 'active',
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
      providerId,
    });
    // My Account lists the login e-mail as the preferred address, as for seeded staff.
    await tx
      .insert(profileItems)
      .values({ id: `pi-${userId}-email`, userId, kind: 'email', value: email, preferred: true });
  });
  return { userId, tenantId: tenant.id, email, roleId };
}
