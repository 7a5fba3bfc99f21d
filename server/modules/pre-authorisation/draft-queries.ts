import { and, eq, isNull } from 'drizzle-orm';
import { pafCases } from '../../db/schema/domain';
import { pafDocuments, pafSigningLinks } from '../../db/schema/paf';
import type { Db } from '../../db/client';

/**
 * The author's draft for a payor that has nothing saved yet (no section, no
 * upload): starting again reuses it instead of leaving another empty case.
 */
export async function findBlankDraft(db: Db, tenantId: string, userId: string, clientId: string) {
  const [row] = await db
    .select({ caseId: pafCases.caseId })
    .from(pafCases)
    .where(
      and(
        eq(pafCases.tenantId, tenantId),
        // Undated: paf_cases_tenant_draft_idx holds these, whatever the tenant's history.
        isNull(pafCases.admissionDate),
        eq(pafCases.createdByUserId, userId),
        eq(pafCases.clientId, clientId),
        eq(pafCases.isSpecialistPartCompleted, false),
        // Section A names the patient: an empty name is a case whose Section A was never saved.
        eq(pafCases.fullName, ''),
        isNull(pafCases.admission),
        isNull(pafCases.sectionC),
        isNull(pafCases.sectionD),
        isNull(pafCases.referral),
      ),
    )
    .limit(1);
  return row?.caseId;
}

/**
 * Deletes a draft with its uploads and signing links, in one transaction; the
 * condition on the specialist's flag keeps a case signed meanwhile. True when it was deleted.
 */
export async function deleteDraft(db: Db, caseId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(pafCases)
      .where(and(eq(pafCases.caseId, caseId), eq(pafCases.isSpecialistPartCompleted, false)))
      .returning({ caseId: pafCases.caseId });
    if (deleted.length === 0) return false;
    await tx.delete(pafDocuments).where(eq(pafDocuments.caseId, caseId));
    await tx.delete(pafSigningLinks).where(eq(pafSigningLinks.caseId, caseId));
    return true;
  });
}
