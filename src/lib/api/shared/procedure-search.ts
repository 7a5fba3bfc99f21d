import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  procedureSearchByClientPath,
  procedureSearchPath,
  procedureTreePath,
  procedureTreeResponseSchema,
} from '@/lib/api/contract/code-search';

const schema = procedureTreeResponseSchema.shape.data;

/** Search by country, or by the payor client id (PAF). */
export type ProcedureScope = { country: string } | { clientId: string };

/**
 * GET preauth/api/v1/search/procedurecodes/{text}/country/{country} (or
 * /client/{id}); the country tree itself (no text) when `text` is empty.
 */
export function searchProcedures(text: string, scope: ProcedureScope) {
  if (text.trim() === '' && 'country' in scope) return request(schema, { url: procedureTreePath(scope.country) });
  const url =
    'country' in scope ? procedureSearchPath(text, scope.country) : procedureSearchByClientPath(text, scope.clientId);
  return request(schema, { url });
}

export const procedureSearchQueryOptions = (text: string, scope: ProcedureScope) =>
  queryOptions({
    queryKey: ['code-search', 'procedure', scope, text] as const,
    queryFn: () => searchProcedures(text, scope),
    staleTime: 5 * 60_000,
  });

/** Procedure tree (level one → level two → codes) for a text and scope. */
export const useProcedureSearch = (text: string, scope: ProcedureScope) =>
  useQuery(procedureSearchQueryOptions(text, scope));
