import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { pafDraftDiscardedResponseSchema, pafDraftPaths } from '@/lib/api/contract/pre-authorisation/paf-draft';
import { pafListKeyPrefix } from './get-paf-list';

/** DELETE the specialist's own unsigned draft. */
export const discardPafDraft = (caseId: string) =>
  request(pafDraftDiscardedResponseSchema.shape.data, { url: pafDraftPaths.draft(caseId), method: 'delete' });

/** Discards a draft; every PAF list page is refetched, since the case leaves them. */
export function useDiscardPafDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardPafDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pafListKeyPrefix }),
  });
}
