import { and, eq } from 'drizzle-orm';
import { pafDocuments } from '../../db/schema/paf';
import type { Db } from '../../db/client';

export type NewPafDocument = typeof pafDocuments.$inferInsert;

export async function insertDocuments(db: Db, rows: NewPafDocument[]): Promise<void> {
  await db.insert(pafDocuments).values(rows);
}

export async function findCaseDocuments(db: Db, caseId: string) {
  return db.select().from(pafDocuments).where(eq(pafDocuments.caseId, caseId));
}

export async function findCaseDocument(db: Db, caseId: string, documentId: string) {
  const [doc] = await db
    .select()
    .from(pafDocuments)
    .where(and(eq(pafDocuments.id, documentId), eq(pafDocuments.caseId, caseId)))
    .limit(1);
  return doc;
}
