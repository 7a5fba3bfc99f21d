import { z } from 'zod';
/** Which referral inputs show (docs/product/pre-authorisation.md#referral). */
export interface ReferralVisibility {
  letterQuestion: boolean;
  doctorDetails: boolean;
  letterUpload: boolean;
}

export function referralVisibility(isPatientReferred: boolean, isReferralLetter: boolean): ReferralVisibility {
  if (!isPatientReferred) return { letterQuestion: false, doctorDetails: false, letterUpload: false };
  return { letterQuestion: true, doctorDetails: !isReferralLetter, letterUpload: isReferralLetter };
}

export interface ReferralValues {
  isPatientReferred: boolean;
  isReferralLetter: boolean;
  referralDoctorName: string;
  referralDoctorClinicDetails: string;
  referralDoctorPhone: string;
  dateTimeOfReferral: string;
}

export const emptyReferral: ReferralValues = {
  isPatientReferred: false,
  isReferralLetter: false,
  referralDoctorName: '',
  referralDoctorClinicDetails: '',
  referralDoctorPhone: '',
  dateTimeOfReferral: '',
};

/** What is kept when the answers change: hidden inputs are reset, never sent stale. */
export function normaliseReferral(values: ReferralValues): ReferralValues {
  const visible = referralVisibility(values.isPatientReferred, values.isReferralLetter);
  if (!values.isPatientReferred) return { ...emptyReferral };
  return visible.doctorDetails ? values : { ...emptyReferral, isPatientReferred: true, isReferralLetter: true };
}

/** Field keys that are missing; the referral date-time only for a payor that requires it. */
export function missingReferralFields(values: ReferralValues, requireDateTime: boolean): Array<keyof ReferralValues> {
  if (!referralVisibility(values.isPatientReferred, values.isReferralLetter).doctorDetails) return [];
  const required: Array<keyof ReferralValues> = [
    'referralDoctorName',
    'referralDoctorClinicDetails',
    'referralDoctorPhone',
  ];
  if (requireDateTime) required.push('dateTimeOfReferral');
  return required.filter((key) => String(values[key]).trim() === '');
}

/** The referral form's schema: each missing field says 'cannot be empty' (the label is added when shown). */
export const referralSchema = (requireDateTime: boolean) =>
  z.custom<ReferralValues>().superRefine((values, ctx) => {
    for (const key of missingReferralFields(values, requireDateTime)) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'errors.cannotBeEmpty' });
    }
  });

export const referralFileLimitBytes = 5 * 1024 * 1024;
/** Files over 5 MB are refused before upload as well as by the server (413). */
export const oversizedFiles = (files: readonly File[]) => files.filter((f) => f.size > referralFileLimitBytes);
