import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';

export async function storePreferredLocale(db: Db, userId: string, locale: string): Promise<void> {
  await db.update(users).set({ preferredLocale: locale }).where(eq(users.id, userId));
}
