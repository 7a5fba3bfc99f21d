import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { caseUpdatedResponseSchema, pafPaths, type AdmissionBody } from '@/lib/api/contract/pre-authorisation/paf';
import { getCaseSummaryQueryOptions } from './get-case-summary';

/** Saves Section B: admission. */
export const saveAdmission = (body: AdmissionBody) =>
  request(caseUpdatedResponseSchema.shape.data, { url: pafPaths.admission, method: 'post', data: body });

/** Saves Section B: admission and refreshes the case. */
export function useSaveAdmission(role: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdmission,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: getCaseSummaryQueryOptions(body.caseId, role).queryKey }),
  });
}
