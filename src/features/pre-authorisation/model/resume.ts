import type { PafDraft } from '@/lib/api/contract/pre-authorisation/paf-draft';
import type { PafSection } from '@/lib/api/contract/pre-authorisation/paf-status';
import { nowInZone } from '@/lib/format/dates';
import { emptyPatientSection, type PatientSectionValues, type PersonValues, type YesNo } from './patient-section';
import { emptyReferral, type ReferralValues } from './referral';
import { initialWizardState, type WizardState } from './wizard-state';
import { wizardOrder } from './wizard-steps';

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const yesNo = (value: unknown): YesNo => (value === true ? 'Yes' : 'No');

function person(saved: Record<string, unknown>): PersonValues {
  return {
    firstName: str(saved.firstName),
    lastName: str(saved.lastName),
    identificationDocType: str(saved.identificationDocType),
    identificationDocTypeOthers: str(saved.identificationDocTypeOthers),
    identificationDocNum: str(saved.identificationDocNum),
    email: str(saved.email),
    mobile: str(saved.mobile),
  };
}

/** Section A's form values from the saved patient, policyholder and guardian. */
function patientSection(draft: PafDraft): PatientSectionValues {
  const empty = emptyPatientSection();
  const p = draft.patient;
  if (!p) return empty;
  const owner = draft.policyOwner;
  const guardian = draft.guardian;
  return {
    patient: {
      ...person(p),
      gender: p.gender === 'Male' || p.gender === 'Female' ? p.gender : '',
      dateOfBirth: str(p.dateOfBirth),
      isPolicyHolder: yesNo(p.isPolicyHolder),
      isRequireLegalGuardian: yesNo(p.isRequireLegalGuardian),
    },
    policyOwner: owner
      ? { ...person(owner), isRequireLegalGuardian: yesNo(owner.isRequireLegalGuardian) }
      : empty.policyOwner,
    guardian: guardian
      ? {
          ...person(guardian),
          relationType: guardian.relationType === 'Next of Kin' ? 'Next of Kin' : 'Guardian',
          relationWithPatient: str(guardian.relationWithPatient),
        }
      : empty.guardian,
    sameAsPolicyHolder: false,
  };
}

function referral(saved: Record<string, unknown> | null): ReferralValues {
  if (!saved) return { ...emptyReferral };
  return {
    isPatientReferred: saved.isPatientReferred === true,
    isReferralLetter: saved.isReferralLetter === true,
    referralDoctorName: str(saved.referralDoctorName),
    referralDoctorClinicDetails: str(saved.referralDoctorClinicDetails),
    referralDoctorPhone: str(saved.referralDoctorPhone),
    // Saved as the datetime-local input held it (the tenant's wall clock).
    dateTimeOfReferral: str(saved.dateTimeOfReferral),
  };
}

/** Where each section's form starts in the wizard. */
const sectionStart: Record<PafSection | 'signature', number> = {
  patient: wizardOrder.findIndex((s) => s.step === 'patient'),
  admission: wizardOrder.findIndex((s) => s.step === 'admission'),
  sectionC: wizardOrder.findIndex((s) => s.step === 'sectionC'),
  sectionD: wizardOrder.findIndex((s) => s.step === 'sectionD'),
  referral: wizardOrder.findIndex((s) => s.step === 'referral'),
  signature: wizardOrder.findIndex((s) => s.step === 'signature'),
};

/** The wizard position a draft resumes at: its first section not saved, else the signature. */
export const resumePosition = (missing: readonly PafSection[]) => sectionStart[missing[0] ?? 'signature'];

/**
 * The wizard's state for a saved draft (docs/decisions/0081-paf-drafts.md): every saved value back in its form, so BACK
 * shows
 * what was entered, at the first section still missing. Referral files already uploaded stay on the case.
 */
export function resumedWizardState(draft: PafDraft, timeZone: string): WizardState {
  const admission = draft.admission;
  const accidentAt = str(admission?.dateTimeOfAccident);
  return {
    ...initialWizardState(),
    position: resumePosition(draft.missingSections),
    clientId: draft.clientId,
    caseId: draft.caseId,
    patient: patientSection(draft),
    admission: {
      admissionDate: str(admission?.admissionDate),
      hospitalId: str(admission?.hospitalId),
      isCausedByAccident: yesNo(admission?.isCausedByAccident),
      dateTimeOfAccident: accidentAt ? nowInZone(timeZone, new Date(accidentAt)) : '',
      detailsOfAccident: str(admission?.detailsOfAccident),
    },
    referral: referral(draft.referral),
    saved: { sectionC: draft.sectionC, sectionD: draft.sectionD, estimate: draft.estimate },
  };
}

/**
 * The estimate form's choice (treatment type, surgery) from Section D: as edited in this session (Yes/No), else
 * as a resumed draft saved it (a boolean).
 */
export function estimateChoice(state: Pick<WizardState, 'sectionD' | 'saved'>) {
  const d = state.sectionD ?? state.saved.sectionD;
  const treatmentType = typeof d?.treatmentType === 'string' ? d.treatmentType : undefined;
  return { treatmentType, isSurgicalProcedure: d?.isSurgicalProcedure === 'Yes' || d?.isSurgicalProcedure === true };
}
