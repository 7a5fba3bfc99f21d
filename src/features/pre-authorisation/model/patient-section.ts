import { z } from 'zod';
import {
  othersIdDocType,
  type PafGuardian,
  type PafPatient,
  type PafPolicyOwner,
  type PolicyInfoBody,
} from '@/lib/api/contract/pre-authorisation/paf';
import { isMinor } from './minor';

export type YesNo = 'Yes' | 'No';

export interface PersonValues {
  firstName: string;
  lastName: string;
  identificationDocType: string;
  identificationDocTypeOthers: string;
  identificationDocNum: string;
  email: string;
  mobile: string;
}

export interface PatientSectionValues {
  patient: PersonValues & {
    gender: '' | 'Male' | 'Female';
    dateOfBirth: string;
    isPolicyHolder: YesNo;
    isRequireLegalGuardian: YesNo;
  };
  policyOwner: PersonValues & { isRequireLegalGuardian: YesNo };
  guardian: PersonValues & { relationType: 'Guardian' | 'Next of Kin'; relationWithPatient: string };
  /** 'The Policy Holder and the Guardian/Next of Kin are the same person'. */
  sameAsPolicyHolder: boolean;
}

export const emptyPerson = (): PersonValues => ({
  firstName: '',
  lastName: '',
  identificationDocType: '',
  identificationDocTypeOthers: '',
  identificationDocNum: '',
  email: '',
  mobile: '',
});

export const emptyPatientSection = (): PatientSectionValues => ({
  patient: { ...emptyPerson(), gender: '', dateOfBirth: '', isPolicyHolder: 'Yes', isRequireLegalGuardian: 'No' },
  policyOwner: { ...emptyPerson(), isRequireLegalGuardian: 'No' },
  guardian: { ...emptyPerson(), relationType: 'Guardian', relationWithPatient: '' },
  sameAsPolicyHolder: false,
});

/** Which blocks show (docs/product/pre-authorisation.md#wizard-rules). */
export function patientSectionVisibility(values: PatientSectionValues, today: string) {
  const minor = isMinor(values.patient.dateOfBirth, today);
  return {
    minor,
    policyHolder: values.patient.isPolicyHolder === 'No',
    guardian: minor || values.patient.isRequireLegalGuardian === 'Yes',
    sameAsOption: values.patient.isPolicyHolder === 'No' && (minor || values.patient.isRequireLegalGuardian === 'Yes'),
  };
}

/** The guardian filled from the policyholder (the 'same person' checkbox). */
export function guardianFromPolicyOwner(
  owner: PatientSectionValues['policyOwner'],
  current: PatientSectionValues['guardian'],
): PatientSectionValues['guardian'] {
  const { isRequireLegalGuardian: _ignored, ...person } = owner;
  return { ...current, ...person };
}

/**
 * Applies the visibility rules to the values: a minor's e-mail and mobile are
 * cleared and isPolicyHolder is No; hidden blocks are cleared; the 'same
 * person' guardian follows the policyholder.
 */
export function normalisePatientSection(values: PatientSectionValues, today: string): PatientSectionValues {
  const visible = patientSectionVisibility(values, today);
  const patient = visible.minor
    ? { ...values.patient, email: '', mobile: '', isPolicyHolder: 'No' as const }
    : values.patient;
  const next = { ...values, patient };
  const after = patientSectionVisibility(next, today);
  const empty = emptyPatientSection();
  const policyOwner = after.policyHolder ? values.policyOwner : empty.policyOwner;
  const sameAsPolicyHolder = after.sameAsOption && values.sameAsPolicyHolder;
  const guardian = !after.guardian
    ? empty.guardian
    : sameAsPolicyHolder
      ? guardianFromPolicyOwner(policyOwner, values.guardian)
      : values.guardian;
  return { patient, policyOwner, guardian, sameAsPolicyHolder };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field path → message key, for everything NEXT must refuse. */
export function patientSectionErrors(values: PatientSectionValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const visible = patientSectionVisibility(values, today);
  const need = (path: string, value: string) => {
    if (value.trim() === '') errors[path] = 'errors.cannotBeEmpty';
  };
  const person = (prefix: string, p: PersonValues, contact: boolean) => {
    need(`${prefix}.firstName`, p.firstName);
    need(`${prefix}.lastName`, p.lastName);
    need(`${prefix}.identificationDocType`, p.identificationDocType);
    if (p.identificationDocType === othersIdDocType) {
      need(`${prefix}.identificationDocTypeOthers`, p.identificationDocTypeOthers);
    }
    need(`${prefix}.identificationDocNum`, p.identificationDocNum);
    if (contact) {
      need(`${prefix}.email`, p.email);
      if (p.email.trim() && !emailPattern.test(p.email.trim())) errors[`${prefix}.email`] = 'errors.email';
      need(`${prefix}.mobile`, p.mobile);
    }
  };
  person('patient', values.patient, !visible.minor);
  need('patient.gender', values.patient.gender);
  need('patient.dateOfBirth', values.patient.dateOfBirth);
  if (values.patient.dateOfBirth > today) errors['patient.dateOfBirth'] = 'errors.dateOfBirthFuture';
  if (visible.policyHolder) person('policyOwner', values.policyOwner, true);
  if (visible.guardian) {
    person('guardian', values.guardian, true);
    if (values.guardian.relationType === 'Next of Kin') {
      need('guardian.relationWithPatient', values.guardian.relationWithPatient);
    }
  }
  return errors;
}

/** The form's zod schema: the rules above as issues, so react-hook-form shows them per field. */
export const patientSectionSchema = (today: string) =>
  z.custom<PatientSectionValues>().superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(patientSectionErrors(values, today))) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  });

const idDoc = (p: PersonValues) => ({
  identificationDocType: p.identificationDocType,
  identificationDocTypeOthers: p.identificationDocType === othersIdDocType ? p.identificationDocTypeOthers : null,
  identificationDocNum: p.identificationDocNum,
});

/** The save-patient payload; hidden blocks are sent as null. */
export function toPolicyInfoBody(caseId: string, raw: PatientSectionValues, today: string): PolicyInfoBody {
  const values = normalisePatientSection(raw, today);
  const visible = patientSectionVisibility(values, today);
  const { patient: p, policyOwner: o, guardian: g } = values;
  const patient: PafPatient = {
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender === 'Female' ? 'Female' : 'Male',
    dateOfBirth: p.dateOfBirth,
    email: visible.minor ? null : p.email,
    mobile: visible.minor ? null : p.mobile,
    ...idDoc(p),
    isPolicyHolder: p.isPolicyHolder === 'Yes',
    isRequireLegalGuardian: p.isRequireLegalGuardian === 'Yes',
  };
  const policyOwner: PafPolicyOwner | null = visible.policyHolder
    ? {
        firstName: o.firstName,
        lastName: o.lastName,
        ...idDoc(o),
        email: o.email,
        mobile: o.mobile,
        isRequireLegalGuardian: o.isRequireLegalGuardian === 'Yes',
        relationType: 'policyOwner',
      }
    : null;
  const guardian: PafGuardian | null = visible.guardian
    ? {
        firstName: g.firstName,
        lastName: g.lastName,
        ...idDoc(g),
        email: g.email,
        mobile: g.mobile,
        relationType: g.relationType,
        relationWithPatient: g.relationType === 'Next of Kin' ? g.relationWithPatient : null,
      }
    : null;
  return { caseId, patient, policyOwner, guardian };
}
