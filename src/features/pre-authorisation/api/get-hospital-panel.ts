import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { hospitalPanelResponseSchema, pafPaths } from '@/lib/api/contract/pre-authorisation/paf';

export const getHospitalPanel = (clientId: string) =>
  request(hospitalPanelResponseSchema.shape.data, { url: pafPaths.hospitalPanel(clientId) });

export const getHospitalPanelQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['paf', 'hospital-panel', clientId] as const,
    queryFn: () => getHospitalPanel(clientId),
    staleTime: 5 * 60_000,
  });

/** The payor's panel entities with the user ids attached to each. */
export const useHospitalPanel = (clientId: string) => useQuery(getHospitalPanelQueryOptions(clientId));
