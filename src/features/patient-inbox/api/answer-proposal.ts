import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { inboxActionPath, inboxActionResponseSchema, type InboxAction } from '@/lib/api/contract/patient-inbox/inbox';
import { getCaseDetailsQueryOptions } from './get-case-details';
import { getMyOffersQueryOptions } from './get-my-offers';
import { patientWorklistBaseKey } from './get-patient-worklist';

const schema = inboxActionResponseSchema.shape.data;

/** What the patient answers to a proposed time, and the request it was proposed for. */
export interface ProposalAnswer {
  action: InboxAction;
  requestId: string;
}

/** POST {api}/worklist/patient/action/{accept|decline}: the inbox row's action, sent from Case Details. */
export const answerProposal = (userId: string, { action, requestId }: ProposalAnswer) =>
  request(schema, { method: 'POST', url: inboxActionPath(action), data: { requestId, pId: userId } });

/** Accepts or declines the time proposed for a case, then reloads that case, the inbox and its offer banner. */
export function useAnswerProposal(serviceType: string, referenceNo: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: ProposalAnswer) => answerProposal(userId, answer),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: getCaseDetailsQueryOptions(serviceType, referenceNo, userId).queryKey }),
        client.invalidateQueries({ queryKey: patientWorklistBaseKey(userId) }),
        // Declining frees the time, which may be offered to someone waiting (never to this patient's own banner,
        // but the banner's answer is cheap and stays true).
        client.invalidateQueries({ queryKey: getMyOffersQueryOptions().queryKey }),
      ]),
  });
}
