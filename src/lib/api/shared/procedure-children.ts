import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { procedureChildrenPath, procedureChildrenResponseSchema } from '@/lib/api/contract/code-search';

const schema = procedureChildrenResponseSchema.shape.data;

/** GET procedurecodes/country/{country}/l1/{l1}/l2/{l2}: the codes of one level-two group. */
export const getProcedureChildren = (country: string, l1: string, l2: string) =>
  request(schema, { url: procedureChildrenPath(country, l1, l2) });

export const procedureChildrenQueryOptions = (country: string, l1: string, l2: string) =>
  queryOptions({
    queryKey: ['code-search', 'procedure-children', country, l1, l2] as const,
    queryFn: () => getProcedureChildren(country, l1, l2),
    staleTime: Infinity,
  });

/** Codes under a level-two procedure group, loaded when the group opens. */
export const useProcedureChildren = (country: string, l1: string, l2: string) =>
  useQuery(procedureChildrenQueryOptions(country, l1, l2));
