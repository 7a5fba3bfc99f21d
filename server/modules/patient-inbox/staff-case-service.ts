import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { StaffCaseDetails } from '../../../src/lib/api/contract/patient-inbox/staff-case-details';
import { staffActionFor } from '../appointments';
import { forbidden, notFound } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import { caseView } from './case-view';
import { caseByReference } from './queries';

/**
 * Provider roles that read their provider's cases: the clinic's front desk and its doctors, as for
 * a request's attachments (patient-booking's mayRead). Specialists, hospital and payor users work
 * PAF cases, agents what they filed (the patient's route), so sharing the provider id is not enough.
 */
const caseReaders = new Set(['clinic', 'doctor']);

/** A case of the caller's own provider, with the action its worklist row offers (Book or Manage). */
export async function staffCaseDetails(
  deps: Deps,
  auth: Auth,
  input: { service: 'OPD' | 'MCU'; ref: string; locale: SupportedLocale },
): Promise<StaffCaseDetails> {
  if (!caseReaders.has(auth.roleId) || !auth.providerId) throw forbidden();
  const row = await caseByReference(deps.db, auth.tenantId, input.ref, input.service);
  // Another provider's case answers as missing, not forbidden: references are guessable.
  if (!row || row.r.providerId !== auth.providerId) throw notFound('Case');
  const { view } = await caseView(deps, row, input.locale, deps.now());
  return { ...view, staffAction: staffActionFor(row.r.status, auth.tenant.features.reschedule) };
}
