import type { Db } from '../../db/client';
import { errorReports } from '../../db/schema/core';

export async function insertErrorReport(db: Db, report: typeof errorReports.$inferInsert) {
  const [row] = await db.insert(errorReports).values(report).returning({ id: errorReports.id });
  return row?.id;
}
