import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { caseUpdatedResponseSchema, pafPaths, type PolicyInfoBody } from '@/lib/api/contract/pre-authorisation/paf';
import { getCaseSummaryQueryOptions } from './get-case-summary';

/** Saves Section A: patient, optional policyholder and guardian. */
export const savePolicyInfo = (body: PolicyInfoBody) =>
  request(caseUpdatedResponseSchema.shape.data, { url: pafPaths.policyInfo, method: 'post', data: body });

/** Saves Section A: patient, optional policyholder and guardian and refreshes the case. */
export function useSavePolicyInfo(role: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePolicyInfo,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: getCaseSummaryQueryOptions(body.caseId, role).queryKey }),
  });
}
