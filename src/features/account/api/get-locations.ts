import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { locationTreeSchema, profileLocationsPath } from '@/lib/api/contract/account';

/** GET users/v1/user/locations: country → region → city, the tenant's country first. */
export function getLocations() {
  return request(locationTreeSchema, { url: profileLocationsPath, method: 'get' });
}

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'locations'] as const, queryFn: getLocations, staleTime: Infinity });

/** The location hierarchy for the address pickers. */
export function useLocations() {
  return useQuery(locationsQueryOptions());
}
