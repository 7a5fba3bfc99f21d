import type { SignerRole } from '../../../src/lib/api/contract/pre-authorisation/paf';
import type { PafCase } from './paf-access';

export interface PafSigner {
  roleType: SignerRole;
  signerName: string;
  signed: boolean;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const nameOf = (person: Record<string, unknown> | null) =>
  person ? `${str(person.firstName)} ${str(person.lastName)}`.trim() : '';

/**
 * Who signs a case: the guardian instead of the patient when there is one,
 * the policyholder when the patient is not, and the specialist.
 */
export function pafSigners(row: PafCase): PafSigner[] {
  const signers: PafSigner[] = [];
  if (row.guardian) {
    signers.push({ roleType: 'guardian', signerName: nameOf(row.guardian), signed: row.isPatientPartCompleted });
  } else signers.push({ roleType: 'patient', signerName: row.fullName, signed: row.isPatientPartCompleted });
  if (row.policyOwner) {
    signers.push({
      roleType: 'policyHolder',
      signerName: nameOf(row.policyOwner),
      signed: row.isPolicyHolderPartCompleted === true,
    });
  }
  signers.push({ roleType: 'specialist', signerName: row.doctorName ?? '', signed: row.isSpecialistPartCompleted });
  return signers;
}

/** The case flag a signer's signature completes. */
export function partFlagFor(roleType: SignerRole) {
  switch (roleType) {
    case 'patient':
    case 'guardian':
      return { isPatientPartCompleted: true } as const;
    case 'policyHolder':
      return { isPolicyHolderPartCompleted: true } as const;
    case 'specialist':
      return { isSpecialistPartCompleted: true } as const;
  }
}
