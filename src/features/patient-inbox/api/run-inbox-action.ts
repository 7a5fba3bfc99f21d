import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api/api-client';
import { envelopeSchema } from '@/lib/api/contract/envelope';
import { getPendingLinkQueryOptions } from './get-pending-link';
import { patientWorklistBaseKey } from './get-patient-worklist';

/** Actions are server-given URLs, so the answer is only checked for its envelope. */
const schema = envelopeSchema(z.unknown()).shape.data;

export interface InboxActionInput {
  /** The row's action URL (already checked same-origin by the table). */
  url: string;
  method: string;
  requestId: string;
}

/** POST (or GET) the action path of an inbox row with requestId and pId (docs/product/patient-inbox.md#inbox-actions). */
export const runInboxAction = (userId: string, { url, method, requestId }: InboxActionInput) =>
  method.toUpperCase() === 'GET'
    ? request(schema, { url, params: { requestId, pId: userId } })
    : request(schema, { method: 'POST', url, data: { requestId, pId: userId } });

/** Runs an inline action; the list reloads through its own key once the message has shown. */
export function useInboxAction(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InboxActionInput) => runInboxAction(userId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: getPendingLinkQueryOptions().queryKey }),
  });
}

/** Reloads the inbox (after the 5-second success message). */
export function useReloadInbox(userId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: patientWorklistBaseKey(userId) });
}
