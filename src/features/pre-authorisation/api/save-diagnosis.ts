import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { caseUpdatedResponseSchema, pafPaths, type DiagnosisBody } from '@/lib/api/contract/pre-authorisation/paf';
import { getCaseSummaryQueryOptions } from './get-case-summary';

/** Saves Section C. */
export const saveDiagnosis = (body: DiagnosisBody) =>
  request(caseUpdatedResponseSchema.shape.data, { url: pafPaths.diagnosis, method: 'post', data: body });

/** Saves Section C and refreshes the case. */
export function useSaveDiagnosis(role: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiagnosis,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: getCaseSummaryQueryOptions(body.caseId, role).queryKey }),
  });
}
