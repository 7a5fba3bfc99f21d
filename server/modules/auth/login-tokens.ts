import { and, eq, gt, isNull } from 'drizzle-orm';
import { loginTokenConfig } from '../../config';
import { loginTokens, users } from '../../db/schema/core';
import type { Deps } from '../../types';
import { randomToken, sha256 } from '../../lib/secrets';

/** Creates a single-use login token for the user; only its hash is stored. */
export async function createLoginToken(deps: Deps, user: { id: string; tenantId: string }) {
  const token = randomToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + loginTokenConfig.ttlMs);
  await deps.db
    .insert(loginTokens)
    .values({ tokenHash: sha256(token), userId: user.id, tenantId: user.tenantId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Tenant of a live token, to check the caller's tenant header before spending it. */
export async function peekLoginTokenTenant(deps: Deps, token: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ tenantId: loginTokens.tenantId })
    .from(loginTokens)
    .where(eq(loginTokens.tokenHash, sha256(token)))
    .limit(1);
  return row?.tenantId;
}

/**
 * Spends the token: one conditional UPDATE, so two racing exchanges cannot
 * both win. Returns the user, or undefined for unknown, used or expired tokens.
 */
export async function consumeLoginToken(deps: Deps, token: string) {
  const now = deps.now();
  const [spent] = await deps.db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.tokenHash, sha256(token)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
    .returning({ userId: loginTokens.userId });
  if (!spent) return undefined;
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, spent.userId), eq(users.status, 'active')))
    .limit(1);
  return user;
}
