import { and, eq } from 'drizzle-orm';
import { clientConfigs, currencies, pafCases, panelEntities, payors, taxInfo } from '../../db/schema/domain';
import type { Db } from '../../db/client';

export type NewPafCase = typeof pafCases.$inferInsert;

export async function insertCase(db: Db, row: NewPafCase): Promise<void> {
  await db.insert(pafCases).values(row);
}

export async function updateCase(db: Db, caseId: string, values: Partial<NewPafCase>): Promise<void> {
  await db.update(pafCases).set(values).where(eq(pafCases.caseId, caseId));
}

/** The payor's panel entries for one space (hospital or facility). */
export async function findPanelEntitiesForSpace(db: Db, clientId: string, spaceId: string) {
  return db
    .select()
    .from(panelEntities)
    .where(and(eq(panelEntities.clientId, clientId), eq(panelEntities.spaceId, spaceId)));
}

export async function findCurrency(db: Db, clientId: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.clientId, clientId)).limit(1);
  return row;
}

export async function findTaxInfo(db: Db, clientId: string) {
  const [row] = await db.select().from(taxInfo).where(eq(taxInfo.clientId, clientId)).limit(1);
  return row;
}

export async function findClientConfig(db: Db, clientId: string) {
  const [row] = await db.select().from(clientConfigs).where(eq(clientConfigs.clientId, clientId)).limit(1);
  return row;
}

export async function findPayorName(db: Db, clientId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: payors.name }).from(payors).where(eq(payors.clientId, clientId)).limit(1);
  return row?.name;
}
