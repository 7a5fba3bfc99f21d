import type {
  AdmissionBody,
  DiagnosisBody,
  PolicyInfoBody,
  TreatmentBody,
} from '../../../src/lib/api/contract/pre-authorisation/paf';
import { estimateLine } from '../../../src/lib/api/contract/pre-authorisation/paf-estimate';
import { HttpError } from '../../lib/http-error';
import { newCaseId } from '../../lib/opaque-ids';
import { ageInYears, loadDraftOf, loadPayor } from './paf-access';
import { assertPafSection, loadPafForm } from './paf-forms';
import { todayIn } from '../../lib/dates';
import type { Auth, Deps } from '../../types';
import { findBlankDraft } from './draft-queries';
import { findCurrency, findPanelEntitiesForSpace, findTaxInfo, insertCase, updateCase } from './queries';

const invalid = (fields: Record<string, string>) => new HttpError(400, 'Please check the highlighted fields.', fields);

/**
 * A new, empty case for a payor of the specialist's tenant, under a random number (server/lib/opaque-ids.ts); or
 * their empty one for that payor when they have one, so starting again never leaves orphans
 * (docs/decisions/0081-paf-drafts.md).
 */
export async function initializeCase(deps: Deps, auth: Auth, clientId: string): Promise<string> {
  const payor = await loadPayor(deps, auth, clientId);
  const blank = await findBlankDraft(deps.db, auth.tenantId, auth.userId, payor.clientId);
  if (blank) return blank;
  const caseId = newCaseId(auth.tenantId);
  const now = deps.now();
  await insertCase(deps.db, {
    caseId,
    tenantId: auth.tenantId,
    clientId: payor.clientId,
    createdByUserId: auth.userId,
    fullName: '',
    gender: '',
    age: 0,
    identificationDocNum: '',
    procedureCodes: [],
    patient: {},
    doctorName: `Dr. ${auth.firstName} ${auth.lastName}`,
    createdAt: now,
    updatedAt: now,
  });
  return caseId;
}

/** Section A: patient, policyholder, guardian. */
export async function savePolicyInfo(deps: Deps, auth: Auth, body: PolicyInfoBody): Promise<void> {
  await loadDraftOf(deps, auth, body.caseId);
  const today = todayIn(auth.tenant.timeZone, deps.now());
  const { patient } = body;
  if (patient.dateOfBirth > today) throw invalid({ patient: 'Date of birth cannot be in the future.' });
  const minor = ageInYears(patient.dateOfBirth, today) < 18;
  // A minor has no e-mail or mobile and cannot hold the policy (docs/product/pre-authorisation.md#wizard-rules).
  if (minor && (patient.email || patient.mobile || patient.isPolicyHolder)) {
    throw invalid({ patient: 'A minor patient has no e-mail, mobile or policy.' });
  }
  if (!minor && (!patient.email || !patient.mobile)) throw invalid({ patient: 'This field is required' });
  if (!patient.isPolicyHolder && !body.policyOwner) throw invalid({ policyOwner: 'This field is required' });
  if ((minor || patient.isRequireLegalGuardian) && !body.guardian) {
    throw invalid({ guardian: 'This field is required' });
  }
  const policyOwner = patient.isPolicyHolder ? null : (body.policyOwner ?? null);
  const guardian = minor || patient.isRequireLegalGuardian ? (body.guardian ?? null) : null;
  await updateCase(deps.db, body.caseId, {
    fullName: `${patient.firstName} ${patient.lastName}`,
    gender: patient.gender,
    age: ageInYears(patient.dateOfBirth, today),
    identificationDocNum: patient.identificationDocNum,
    patient,
    policyOwner,
    guardian,
    // Re-saving the patient invalidates signatures collected for other people.
    isPatientPartCompleted: false,
    isPolicyHolderPartCompleted: policyOwner ? false : null,
    updatedAt: deps.now(),
  });
}

/** Section B: admission, at a hospital or facility the specialist is on the payor's panel for. */
export async function saveAdmission(deps: Deps, auth: Auth, body: AdmissionBody): Promise<void> {
  const row = await loadDraftOf(deps, auth, body.caseId);
  const now = deps.now();
  if (body.admissionDate < todayIn(auth.tenant.timeZone, now)) {
    throw invalid({ admissionDate: 'Date of admission cannot be in the past.' });
  }
  if (body.isCausedByAccident) {
    if (!body.dateTimeOfAccident) throw invalid({ dateTimeOfAccident: 'This field is required' });
    if (new Date(body.dateTimeOfAccident).getTime() > now.getTime()) {
      throw invalid({ dateTimeOfAccident: 'Date and time of accident cannot be in the future.' });
    }
    if (!body.detailsOfAccident) throw invalid({ detailsOfAccident: 'This field is required' });
  }
  const panel = await findPanelEntitiesForSpace(deps.db, row.clientId, body.hospitalId);
  const allowed = panel.some(
    (p) =>
      (p.tpe === 'Hospital' || p.tpe === 'Facility') &&
      p.userDetail.some((u) => u.role === auth.roleId && u.userIds.includes(auth.userId)),
  );
  if (!allowed) throw invalid({ hospitalId: 'Please choose a hospital from the list.' });
  const admission = {
    ...body,
    dateTimeOfAccident: body.isCausedByAccident ? body.dateTimeOfAccident : null,
    detailsOfAccident: body.isCausedByAccident ? body.detailsOfAccident : null,
  };
  await updateCase(deps.db, body.caseId, {
    admission,
    admissionDate: body.admissionDate,
    hospitalId: body.hospitalId,
    admittingHospital: body.hospital,
    updatedAt: now,
  });
}

/** Section C, checked against the payor's form when it has one. */
export async function saveDiagnosis(deps: Deps, auth: Auth, body: DiagnosisBody): Promise<void> {
  const row = await loadDraftOf(deps, auth, body.caseId);
  const definition = await loadPafForm(deps, auth.tenantId, row.clientId, 'SECTION_C');
  if (definition) {
    assertPafSection(
      definition,
      { ...body.fields, previousTreatmentDetails: body.previousTreatmentDetails },
      todayIn(auth.tenant.timeZone, deps.now()),
      auth.tenant.phoneRegion,
    );
  }
  const primary = body.fields.primaryDiagnosis;
  await updateCase(deps.db, body.caseId, {
    sectionC: { ...body.fields, previousTreatmentDetails: body.previousTreatmentDetails },
    primaryDiagnosis: typeof primary === 'string' ? primary.slice(0, 200) : null,
    updatedAt: deps.now(),
  });
}

/** Section D and the estimate, with the estimate's totals recomputed from the payor's rates. */
export async function saveTreatment(deps: Deps, auth: Auth, body: TreatmentBody): Promise<void> {
  const row = await loadDraftOf(deps, auth, body.caseId);
  const sectionD = await loadPafForm(deps, auth.tenantId, row.clientId, 'SECTION_D');
  const { estimateTreatmentCost: _estimate, caseId: _caseId, fields: sectionFields, ...typed } = body;
  if (sectionD) {
    assertPafSection(
      sectionD,
      { ...sectionFields, ...typed },
      todayIn(auth.tenant.timeZone, deps.now()),
      auth.tenant.phoneRegion,
    );
  }
  const currency = await findCurrency(deps.db, row.clientId);
  const tax = await findTaxInfo(deps.db, row.clientId);
  const rates = {
    dailyAttendanceFee: Number(currency?.rate ?? 0),
    lengthOfStay: body.lengthOfStay,
    taxPercent: Number(tax?.taxPercent ?? 0),
  };
  // Totals are recomputed here: what is stored never depends on the browser's arithmetic.
  const estimateTreatmentCost = body.estimateTreatmentCost.map((entry) => ({
    ...entry,
    others: entry.others.map((o) => ({ ...o, ...estimateLine(o, rates) })),
  }));
  const { caseId, fields, ...treatment } = body;
  await updateCase(deps.db, caseId, {
    sectionD: { ...fields, ...treatment, estimateTreatmentCost: undefined },
    estimate: {
      estimateTreatmentCost,
      currAbbr: currency?.code ?? 'SGD',
      taxName: tax?.taxName ?? '',
      rate: rates.dailyAttendanceFee,
    },
    lengthOfStay: body.lengthOfStay,
    treatmentType: body.treatmentType,
    wardType: body.wardType ?? null,
    wardTypeOthers: body.wardType === 'Others' ? (body.wardTypeOthers ?? null) : null,
    procedureCodes: body.procedureCodes,
    updatedAt: deps.now(),
  });
}
