import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { caseUpdatedResponseSchema, pafPaths } from '@/lib/api/contract/pre-authorisation/paf';
import { getCaseSummaryQueryOptions } from './get-case-summary';

export interface HospitalCost {
  caseId: string;
  minCost: number;
  maxCost: number;
}

/** POST hospital/cost: the hospital's charges, which complete its part. */
export const saveHospitalCost = (body: HospitalCost) =>
  request(caseUpdatedResponseSchema.shape.data, { url: pafPaths.hospitalCost, method: 'post', data: body });

/** Submits hospital charges and refreshes the case. */
export function useSaveHospitalCost(role: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHospitalCost,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: getCaseSummaryQueryOptions(body.caseId, role).queryKey }),
  });
}
