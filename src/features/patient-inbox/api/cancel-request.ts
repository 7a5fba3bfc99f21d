import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  selfCancelPath,
  selfCancelResponseSchema,
  type SelfCancelBody,
} from '@/lib/api/contract/patient-inbox/self-cancel';
import { getCaseDetailsQueryOptions } from './get-case-details';
import { getMyOffersQueryOptions } from './get-my-offers';
import { patientWorklistBaseKey } from './get-patient-worklist';

const schema = selfCancelResponseSchema.shape.data;

/** POST {api}/appointment/{serviceType}/{referenceNo}/cancel with the patient's reason. */
export const cancelRequest = (serviceType: 'OPD' | 'MCU', referenceNo: string, body: SelfCancelBody) =>
  request(schema, { method: 'POST', url: selfCancelPath(serviceType, referenceNo), data: body });

/** Cancels the patient's own request, then reloads its case details, the inbox and its offer banner. */
export function useCancelRequest(serviceType: 'OPD' | 'MCU', referenceNo: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SelfCancelBody) => cancelRequest(serviceType, referenceNo, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({
          queryKey: getCaseDetailsQueryOptions(serviceType, referenceNo, userId).queryKey,
        }),
        client.invalidateQueries({ queryKey: patientWorklistBaseKey(userId) }),
        // Cancelling withdraws the request's open waiting-list offers.
        client.invalidateQueries({ queryKey: getMyOffersQueryOptions().queryKey }),
      ]),
  });
}
