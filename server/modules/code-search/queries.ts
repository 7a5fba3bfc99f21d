import { asc, eq } from 'drizzle-orm';
import { diagnosisCodes, payors, procedureCodes } from '../../db/schema/domain';
import type { Db } from '../../db/client';

export type DiagnosisRow = typeof diagnosisCodes.$inferSelect;
export type ProcedureRow = typeof procedureCodes.$inferSelect;

/** Reference data never changes at run time: read once per process and database. */
const cache = new WeakMap<object, { diagnoses?: Promise<DiagnosisRow[]>; procedures?: Promise<ProcedureRow[]> }>();
function cached(db: Db) {
  let entry = cache.get(db);
  if (!entry) {
    entry = {};
    cache.set(db, entry);
  }
  entry.diagnoses ??= db.select().from(diagnosisCodes).orderBy(asc(diagnosisCodes.sortOrder));
  entry.procedures ??= db.select().from(procedureCodes).orderBy(asc(procedureCodes.sortOrder));
  return entry as Required<typeof entry>;
}

/** Every diagnosis code in display order (cached per database). */
export function allDiagnosisCodes(db: Db): Promise<DiagnosisRow[]> {
  return cached(db).diagnoses;
}

/** Every procedure code in display order (cached per database). */
export function allProcedureCodes(db: Db): Promise<ProcedureRow[]> {
  return cached(db).procedures;
}

export async function findPayorCountry(db: Db, clientId: string) {
  const [payor] = await db
    .select({ country: payors.country, tenantId: payors.tenantId })
    .from(payors)
    .where(eq(payors.clientId, clientId))
    .limit(1);
  return payor;
}
