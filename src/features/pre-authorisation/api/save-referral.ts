import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  pafPaths,
  referralPartName,
  referralResponseSchema,
  type ReferralDocumentType,
} from '@/lib/api/contract/pre-authorisation/paf';
import { getCaseSummaryQueryOptions } from './get-case-summary';

export interface ReferralSubmission {
  caseId: string;
  isPatientReferred: boolean;
  isReferralLetter: boolean;
  referralDoctorName?: string;
  referralDoctorClinicDetails?: string;
  referralDoctorPhone?: string;
  dateTimeOfReferral?: string;
  documents: Array<{ documentType: ReferralDocumentType; file: File }>;
}

/** Multipart: fields plus one part per file, named by document type and index (docs/product/pre-authorisation.md#referral). */
export function referralFormData(input: ReferralSubmission): FormData {
  const form = new FormData();
  form.append('isPatientReferred', String(input.isPatientReferred));
  form.append('isReferralLetter', String(input.isReferralLetter));
  for (const key of [
    'referralDoctorName',
    'referralDoctorClinicDetails',
    'referralDoctorPhone',
    'dateTimeOfReferral',
  ] as const) {
    const value = input[key];
    if (value) form.append(key, value);
  }
  const counts = new Map<string, number>();
  for (const { documentType, file } of input.documents) {
    const index = counts.get(documentType) ?? 0;
    counts.set(documentType, index + 1);
    form.append(referralPartName(documentType, index), file, file.name);
  }
  return form;
}

/** POST patient/referral/documents/case/{caseId}. */
export const saveReferral = (input: ReferralSubmission) =>
  request(referralResponseSchema.shape.data, {
    url: pafPaths.referral(input.caseId),
    method: 'post',
    data: referralFormData(input),
  });

/** Saves the referral step and refreshes the case. */
export function useSaveReferral(role: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReferral,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: getCaseSummaryQueryOptions(input.caseId, role).queryKey }),
  });
}
