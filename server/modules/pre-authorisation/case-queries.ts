import { and, desc, eq } from 'drizzle-orm';
import { pafCases } from '../../db/schema/domain';
import type { Db } from '../../db/client';
import type { Auth } from '../../types';

/** Newest first: a specialist's own cases, every case of the tenant for other roles. */
export async function findWorklistCases(db: Db, auth: Auth) {
  const scope =
    auth.roleId === 'specialist'
      ? and(eq(pafCases.tenantId, auth.tenantId), eq(pafCases.createdByUserId, auth.userId))
      : eq(pafCases.tenantId, auth.tenantId);
  return db.select().from(pafCases).where(scope).orderBy(desc(pafCases.createdAt));
}
