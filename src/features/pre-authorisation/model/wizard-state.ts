import { z } from 'zod';
import { withFieldRules } from '@/lib/forms/field-rules';
import type { ReferralDocumentType } from '@/lib/api/contract/pre-authorisation/paf';
import { emptyPatientSection, type PatientSectionValues, type YesNo } from './patient-section';
import { emptyReferral, type ReferralValues } from './referral';

export interface AdmissionValues {
  admissionDate: string;
  hospitalId: string;
  isCausedByAccident: YesNo;
  /** datetime-local value (yyyy-MM-ddTHH:mm, tenant wall clock). */
  dateTimeOfAccident: string;
  detailsOfAccident: string;
}

export interface WizardDocument {
  documentType: ReferralDocumentType;
  file: File;
}

/** Everything the wizard has collected; kept here so BACK never loses a value. */
export interface WizardState {
  position: number;
  clientId: string;
  caseId: string;
  patient: PatientSectionValues;
  admission: AdmissionValues;
  sectionC: Record<string, unknown> | null;
  sectionD: Record<string, unknown> | null;
  estimate: Record<string, unknown> | null;
  referral: ReferralValues;
  documents: WizardDocument[];
  /** Server-built sections as a resumed draft saved them; their forms start from these until edited. */
  saved: SavedSections;
}

export interface SavedSections {
  sectionC: Record<string, unknown> | null;
  sectionD: Record<string, unknown> | null;
  estimate: Record<string, unknown> | null;
}

export const initialWizardState = (): WizardState => ({
  position: 0,
  clientId: '',
  caseId: '',
  patient: emptyPatientSection(),
  admission: {
    admissionDate: '',
    hospitalId: '',
    isCausedByAccident: 'No',
    dateTimeOfAccident: '',
    detailsOfAccident: '',
  },
  sectionC: null,
  sectionD: null,
  estimate: null,
  referral: { ...emptyReferral },
  documents: [],
  saved: { sectionC: null, sectionD: null, estimate: null },
});

/** Admission errors by field (docs/product/pre-authorisation.md#validation): admission ≥ today, accident not in the future. */
export function admissionErrors(values: AdmissionValues, today: string, nowLocal: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.admissionDate) errors.admissionDate = 'errors.cannotBeEmpty';
  else if (values.admissionDate < today) errors.admissionDate = 'errors.admissionPast';
  if (!values.hospitalId) errors.hospitalId = 'errors.cannotBeEmpty';
  if (values.isCausedByAccident === 'Yes') {
    if (!values.dateTimeOfAccident) errors.dateTimeOfAccident = 'errors.cannotBeEmpty';
    else if (values.dateTimeOfAccident > nowLocal) errors.dateTimeOfAccident = 'errors.accidentFuture';
    if (!values.detailsOfAccident.trim()) errors.detailsOfAccident = 'errors.cannotBeEmpty';
  }
  return errors;
}

export interface PanelEntityLike {
  tpe: string;
  spaceName: string;
  spaceId: string;
  userDetail: Array<{ role: string; userIds: string[] }>;
}

/** Hospital dropdown: Hospital or Facility entries that list the user's role and id (docs/product/pre-authorisation.md#roles). */
export function hospitalOptions(panel: readonly PanelEntityLike[], roleId: string, userId: string): PanelEntityLike[] {
  return panel.filter(
    (p) =>
      (p.tpe === 'Hospital' || p.tpe === 'Facility') &&
      p.userDetail.some((u) => u.role === roleId && u.userIds.includes(userId)),
  );
}

/** Section B's form schema: admissionErrors against today and the tenant's wall clock. */
export const admissionSchema = (today: string, nowLocal: string): z.ZodType<AdmissionValues, AdmissionValues> =>
  withFieldRules(
    z.object({
      admissionDate: z.string(),
      hospitalId: z.string(),
      isCausedByAccident: z.enum(['Yes', 'No']),
      dateTimeOfAccident: z.string(),
      detailsOfAccident: z.string(),
    }),
    (values) => admissionErrors(values, today, nowLocal),
  );

/** Step 0: a payor must be chosen. */
export const payorSchema = z.object({ clientId: z.string().min(1, 'errors.required') });
export type PayorValues = z.input<typeof payorSchema>;
