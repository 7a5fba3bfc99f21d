import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { consolidatedLocationsPath, consolidatedLocationsResponseSchema } from '@/lib/api/contract/doctor-search';

const schema = consolidatedLocationsResponseSchema.shape.data;

/** GET discovery/api/v1/country/consolidated/client/{client}: countries → regions → cities. */
export const getLocations = (clientName: string) => request(schema, { url: consolidatedLocationsPath(clientName) });

export const getLocationsQueryOptions = (clientName: string) =>
  queryOptions({
    queryKey: ['doctor-search', 'locations', clientName] as const,
    queryFn: () => getLocations(clientName),
    staleTime: Infinity,
  });

/** The client's location hierarchy for the search form. */
export const useLocations = (clientName: string) => useQuery(getLocationsQueryOptions(clientName));
