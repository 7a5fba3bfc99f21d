import type { PafDraft } from '../../../src/lib/api/contract/pre-authorisation/paf-draft';
import { missingPafSections } from '../../../src/lib/api/contract/pre-authorisation/paf-status';
import { loadCase, loadDraftOf } from './paf-access';
import { HttpError } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import { deleteDraft } from './draft-queries';

/** What the wizard needs to resume a case: its saved typed sections and the sections still missing. */
export async function pafDraft(deps: Deps, auth: Auth, caseId: string): Promise<PafDraft> {
  const row = await loadCase(deps, auth, caseId);
  return {
    caseId: row.caseId,
    clientId: row.clientId,
    editable: !row.isSpecialistPartCompleted,
    missingSections: missingPafSections(row),
    patient: Object.keys(row.patient).length > 0 ? row.patient : null,
    policyOwner: row.policyOwner,
    guardian: row.guardian,
    admission: row.admission,
    sectionC: row.sectionC,
    sectionD: row.sectionD,
    estimate: row.estimate,
    referral: row.referral,
  };
}

/** Its author discards a draft; a signed case stays (loadDraftOf refuses it, deleteDraft re-checks). */
export async function discardDraft(deps: Deps, auth: Auth, caseId: string): Promise<void> {
  await loadDraftOf(deps, auth, caseId);
  if (!(await deleteDraft(deps.db, caseId))) {
    throw new HttpError(409, 'This case has already been signed and can no longer be changed.');
  }
}
