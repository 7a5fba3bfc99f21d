import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { pafDraftPaths, pafDraftResponseSchema } from '@/lib/api/contract/pre-authorisation/paf-draft';

export const getPafDraft = (caseId: string) =>
  request(pafDraftResponseSchema.shape.data, { url: pafDraftPaths.draft(caseId) });

export const getPafDraftQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: ['paf', 'draft', caseId] as const,
    queryFn: () => getPafDraft(caseId),
    // Read once when the wizard resumes: later edits live in the wizard's state.
    staleTime: Infinity,
    gcTime: 0,
  });

/** A case's saved sections and what is still missing, to resume the wizard; off without a case id. */
export const usePafDraft = (caseId: string) => useQuery({ ...getPafDraftQueryOptions(caseId), enabled: caseId !== '' });
