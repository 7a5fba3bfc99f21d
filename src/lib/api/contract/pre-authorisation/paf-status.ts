/**
 * Case status of docs/product/pre-authorisation.md#case-status, derived from the four part flags and the
 * viewer's role. Shared by the server (list filter, list column) and the
 * client (case details), so both always agree.
 */
export type PafStatusCode =
  | 'actionNeeded'
  | 'completed'
  | 'pendingPolicyHolderSignature'
  | 'pendingPatientSignature'
  | 'pendingSpecialistSignature'
  | 'pendingHospitalCharges';

export type PafStatusCategory = 'actionNeeded' | 'pending' | 'completed';

export interface PafPartFlags {
  isHospitalPartCompleted: boolean;
  isSpecialistPartCompleted: boolean;
  isPatientPartCompleted: boolean;
  /** Null or absent when the patient is the policyholder. */
  isPolicyHolderPartCompleted?: boolean | null;
}

export interface PafStatus {
  category: PafStatusCategory;
  codes: PafStatusCode[];
}

export const pafStatusLabels: Record<PafStatusCode, string> = {
  actionNeeded: 'Action Needed',
  completed: 'Completed',
  pendingPolicyHolderSignature: "Pending Policy Holder's Signature",
  pendingPatientSignature: 'Pending Patient Signature',
  pendingSpecialistSignature: 'Pending Specialist Signature',
  pendingHospitalCharges: 'Pending Hospital Charges',
};

/** The status list a role sees for a case (docs/product/pre-authorisation.md#case-status, in its order). */
export function derivePafStatus(flags: PafPartFlags, role: string): PafStatus {
  const hospital = flags.isHospitalPartCompleted;
  const specialist = flags.isSpecialistPartCompleted;
  const policyHolder = flags.isPolicyHolderPartCompleted;
  // The hospital's action is its charges, which wait for the specialist's signature (a complete, signed form):
  // before it the hospital sees what is pending, not an action it cannot take (docs/decisions/0081-paf-drafts.md).
  if ((role === 'hospital' && !hospital && specialist) || (role === 'specialist' && !specialist)) {
    return { category: 'actionNeeded', codes: ['actionNeeded'] };
  }
  if (flags.isPatientPartCompleted && specialist && hospital && policyHolder !== false) {
    return { category: 'completed', codes: ['completed'] };
  }
  const codes: PafStatusCode[] = [];
  if (policyHolder === false) codes.push('pendingPolicyHolderSignature');
  if (!flags.isPatientPartCompleted) codes.push('pendingPatientSignature');
  if (!specialist) codes.push('pendingSpecialistSignature');
  if (role === 'specialist' && !hospital) codes.push('pendingHospitalCharges');
  return { category: 'pending', codes };
}

/**
 * Whether the hospital charges form shows (docs/product/pre-authorisation.md#hospital-charges): to the hospital,
 * while its part is open, once the specialist has signed the completed form.
 */
export const canEnterHospitalCharges = (flags: PafPartFlags, role: string) =>
  role === 'hospital' && !flags.isHospitalPartCompleted && flags.isSpecialistPartCompleted;

/** The sections a case needs before its specialist may sign, in the wizard's order. */
export const pafSections = ['patient', 'admission', 'sectionC', 'sectionD', 'referral'] as const;
export type PafSection = (typeof pafSections)[number];

/** What is saved of each section: the case columns each one fills. */
export interface PafSectionsSaved {
  patient: Record<string, unknown> | null;
  admission: Record<string, unknown> | null;
  sectionC: Record<string, unknown> | null;
  sectionD: Record<string, unknown> | null;
  estimate: Record<string, unknown> | null;
  referral: Record<string, unknown> | null;
}

/** Sections not saved yet, in order; an empty list means the form is complete. */
export function missingPafSections(saved: PafSectionsSaved): PafSection[] {
  const has = (value: Record<string, unknown> | null) => value !== null && Object.keys(value).length > 0;
  const done: Record<PafSection, boolean> = {
    // initializeCase stores `{}` until Section A is saved.
    patient: has(saved.patient),
    admission: has(saved.admission),
    sectionC: saved.sectionC !== null,
    // Section D is saved together with its estimate (the cost summary's submit).
    sectionD: saved.sectionD !== null && saved.estimate !== null,
    referral: saved.referral !== null,
  };
  return pafSections.filter((section) => !done[section]);
}

/**
 * Stable codes of the PAF refusals the client translates (the envelope's
 * `error.reason`): signing or charging an incomplete case, charges before the
 * specialist has signed.
 */
export const pafRefusals = ['incomplete', 'notSigned'] as const;
export type PafRefusal = (typeof pafRefusals)[number];
export const pafReason = (refusal: PafRefusal) => `paf.${refusal}` as const;
