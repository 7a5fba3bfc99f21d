import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';

/** The active user with this e-mail in the tenant (pending sign-ups cannot log in). */
export async function findActiveUserByEmail(db: Db, tenantId: string, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email), eq(users.status, 'active')))
    .limit(1);
  return user;
}
