import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { caseSummaryResponseSchema, pafPaths } from '@/lib/api/contract/pre-authorisation/paf';

export const getCaseSummary = (caseId: string, role: string) =>
  request(caseSummaryResponseSchema.shape.data, { url: pafPaths.summary(caseId, role) });

export const getCaseSummaryQueryOptions = (caseId: string, role: string) =>
  queryOptions({ queryKey: ['paf', 'case', caseId, role] as const, queryFn: () => getCaseSummary(caseId, role) });

/** A case's details and signature status; `pollMs` keeps a QR screen current while a phone signs. */
export const useCaseSummary = (caseId: string, role: string, pollMs?: number) =>
  useQuery({ ...getCaseSummaryQueryOptions(caseId, role), enabled: caseId !== '', refetchInterval: pollMs });
