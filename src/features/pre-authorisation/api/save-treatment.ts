import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { caseUpdatedResponseSchema, pafPaths, type TreatmentBody } from '@/lib/api/contract/pre-authorisation/paf';
import { getCaseSummaryQueryOptions } from './get-case-summary';

/** Saves Section D and the estimate (the cost section's third sub-step). */
export const saveTreatment = (body: TreatmentBody) =>
  request(caseUpdatedResponseSchema.shape.data, { url: pafPaths.treatment, method: 'post', data: body });

/** Saves Section D and the estimate (the cost section's third sub-step) and refreshes the case. */
export function useSaveTreatment(role: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTreatment,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: getCaseSummaryQueryOptions(body.caseId, role).queryKey }),
  });
}
