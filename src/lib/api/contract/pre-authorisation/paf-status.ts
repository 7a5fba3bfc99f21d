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
  if ((role === 'hospital' && !hospital) || (role === 'specialist' && !specialist)) {
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

/** Whether the hospital charges form shows (docs/product/pre-authorisation.md#hospital-charges). */
export const canEnterHospitalCharges = (flags: PafPartFlags, role: string) =>
  role === 'hospital' && !flags.isHospitalPartCompleted;
