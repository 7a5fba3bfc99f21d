import { and, desc, eq, isNull, like, ne } from 'drizzle-orm';
import { devMailbox, passwordResetCodes } from '../../db/schema/account';
import { sessions, users } from '../../db/schema/core';
import type { Deps } from '../../types';

/** The active user with this e-mail in this tenant, or null. */
export async function findActiveUserByEmail(deps: Deps, tenantId: string, email: string) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email), eq(users.status, 'active')))
    .limit(1);
  return user ?? null;
}

export async function findUserById(deps: Deps, userId: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

export async function updatePasswordHash(deps: Deps, userId: string, passwordHash: string): Promise<void> {
  await deps.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function deleteAllSessionsOfUser(deps: Deps, userId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteOtherSessionsOfUser(deps: Deps, userId: string, keepSessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function closeOpenResetCodes(deps: Deps, userId: string): Promise<void> {
  await deps.db
    .update(passwordResetCodes)
    .set({ closedAt: deps.now() })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.closedAt)));
}

/** The newest 50 mails kept for demo addresses, optionally for one address only. */
export async function selectLatestDemoMail(deps: Deps, to: string | undefined) {
  return (
    deps.db
      .select()
      .from(devMailbox)
      // Only demo addresses, even if a row for anyone else was stored by an older version.
      .where(and(like(devMailbox.to, '%.demo'), to !== undefined ? eq(devMailbox.to, to) : undefined))
      .orderBy(desc(devMailbox.id))
      .limit(50)
  );
}
