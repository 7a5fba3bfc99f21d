import { z } from 'zod';
import type { DoctorSearchRequest } from '@/lib/api/contract/doctor-search';

/** What the search form holds; codes are the chosen diagnosis/procedure codes. */
export interface SearchValues {
  country: string;
  region: string;
  city: string;
  doctorName: string;
  specialty: string;
  /** Typed text of the code inputs (counts as "used" even before a code is chosen). */
  diagnosisText: string;
  diagnosisCode: string;
  procedureText: string;
  procedureCode: string;
}

export const emptySearch: SearchValues = {
  country: '',
  region: '',
  city: '',
  doctorName: '',
  specialty: '',
  diagnosisText: '',
  diagnosisCode: '',
  procedureText: '',
  procedureCode: '',
};

/** Doctor name minimum (docs/product/doctor-search.md#criteria-validation). */
export const minNameLength = 3;

/** Translation keys (namespace `search`) of the form's errors, in display order. */
export type SearchError = 'errors.countryRequired' | 'errors.nameTooShort' | 'errors.pickCode';

export function validateSearch(v: SearchValues): SearchError[] {
  const errors: SearchError[] = [];
  if (v.country === '') errors.push('errors.countryRequired');
  const name = v.doctorName.trim();
  if (name !== '' && name.length < minNameLength) errors.push('errors.nameTooShort');
  // Typed but not chosen from the tree: the search would silently ignore it.
  if (
    (v.diagnosisText.trim() !== '' && v.diagnosisCode === '') ||
    (v.procedureText.trim() !== '' && v.procedureCode === '')
  ) {
    errors.push('errors.pickCode');
  }
  return errors;
}

const errorPath: Record<SearchError, keyof SearchValues> = {
  'errors.countryRequired': 'country',
  'errors.nameTooShort': 'doctorName',
  'errors.pickCode': 'diagnosisCode',
};

/** The form's schema: validateSearch's rules, each message on the field it concerns. */
export const searchSchema: z.ZodType<SearchValues, SearchValues> = z
  .object({
    country: z.string(),
    region: z.string(),
    city: z.string(),
    doctorName: z.string(),
    specialty: z.string(),
    diagnosisText: z.string(),
    diagnosisCode: z.string(),
    procedureText: z.string(),
    procedureCode: z.string(),
  })
  .superRefine((v, ctx) => {
    for (const key of validateSearch(v)) ctx.addIssue({ code: 'custom', path: [errorPath[key]], message: key });
  });

/** The failed rules' message keys in display order, from the form's errors by field. */
export const searchErrorKeys = (errors: Partial<Record<keyof SearchValues, { message?: string }>>): string[] =>
  Object.values<keyof SearchValues>(errorPath).flatMap((field) => errors[field]?.message ?? []);

export interface FieldLocks {
  doctorName: boolean;
  specialty: boolean;
  diagnosis: boolean;
  procedure: boolean;
}

/**
 * docs/product/doctor-search.md#criteria-validation: name, diagnosis and procedure exclude one another; specialty
 * is disabled while a diagnosis or procedure is used. Without the tenant
 * feature the code inputs are never offered, so nothing locks.
 */
export function fieldLocks(v: SearchValues, codesOffered: boolean): FieldLocks {
  if (!codesOffered) return { doctorName: false, specialty: false, diagnosis: true, procedure: true };
  const name = v.doctorName.trim() !== '';
  const diagnosis = v.diagnosisText.trim() !== '' || v.diagnosisCode !== '';
  const procedure = v.procedureText.trim() !== '' || v.procedureCode !== '';
  return {
    doctorName: diagnosis || procedure,
    specialty: diagnosis || procedure,
    diagnosis: name || procedure,
    procedure: name || diagnosis,
  };
}

/** Choosing a country resets region and city; a region resets the city. */
export function withLocation(v: SearchValues, field: 'country' | 'region' | 'city', value: string): SearchValues {
  if (field === 'country') {
    return { ...v, country: value, region: '', city: '', specialty: value === v.country ? v.specialty : '' };
  }
  if (field === 'region') return { ...v, region: value, city: '' };
  return { ...v, city: value };
}

/** The request body; locked (excluded) inputs are never sent. */
export function toSearchRequest(v: SearchValues, clientName: string, codesOffered: boolean): DoctorSearchRequest {
  const locks = fieldLocks(v, codesOffered);
  const opt = (value: string, locked = false) => (locked || value.trim() === '' ? undefined : value.trim());
  return {
    clientName,
    country: v.country,
    region: opt(v.region),
    city: opt(v.city),
    doctorName: opt(v.doctorName, locks.doctorName),
    specialty: opt(v.specialty, locks.specialty),
    diagnosis: opt(v.diagnosisCode, locks.diagnosis),
    procedure: opt(v.procedureCode, locks.procedure),
  };
}
