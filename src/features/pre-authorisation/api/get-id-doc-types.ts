import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { idDocTypesResponseSchema, pafPaths } from '@/lib/api/contract/pre-authorisation/paf';

export const getIdDocTypes = (clientId: string) =>
  request(idDocTypesResponseSchema.shape.data, { url: pafPaths.idDocTypes(clientId) });

export const getIdDocTypesQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['paf', 'id-doc-types', clientId] as const,
    queryFn: () => getIdDocTypes(clientId),
    staleTime: Infinity,
  });

/** The payor's identification document types. */
export const useIdDocTypes = (clientId: string) => useQuery(getIdDocTypesQueryOptions(clientId));
