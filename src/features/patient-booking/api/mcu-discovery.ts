import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  mcuAttributesResponseSchema,
  mcuPaths,
  packageLocationsResponseSchema,
  recommendationsResponseSchema,
  selectLocationResponseSchema,
  type RecommendationCriteria,
} from '@/lib/api/contract/mcu';
import { readCookie } from '@/lib/auth/session-cookies';

const userId = () => readCookie('userId') ?? '';

/** GET arrow/api/mcu/attributes/{userId}/client/{client}. */
export const mcuAttributesQueryOptions = (client: string) =>
  queryOptions({
    queryKey: ['patient-booking', 'mcu-attributes', client] as const,
    queryFn: () => request(mcuAttributesResponseSchema.shape.data, { url: mcuPaths.attributes(userId(), client) }),
    staleTime: 10 * 60_000,
  });
/** Criteria a patient can narrow screening packages by. */
export const useMcuAttributes = (client: string) => useQuery(mcuAttributesQueryOptions(client));

/** POST arrow/api/mcu/recommendations/{userId}/client/{client}. */
export const recommendationsQueryOptions = (client: string, criteria: RecommendationCriteria) =>
  queryOptions({
    queryKey: ['patient-booking', 'mcu-recommendations', client, criteria] as const,
    queryFn: () => request(recommendationsResponseSchema.shape.data, { method: 'POST', url: mcuPaths.recommendations(userId(), client), data: criteria }),
  });
/** Packages recommended for the criteria. */
export const useRecommendations = (client: string, criteria: RecommendationCriteria) => useQuery(recommendationsQueryOptions(client, criteria));

/** POST arrow/api/mcu/package/{packageId}/locations/client/{client} (all locations; the page filters by country, region, city). */
export const packageLocationsQueryOptions = (client: string, packageId: string) =>
  queryOptions({
    queryKey: ['patient-booking', 'mcu-locations', client, packageId] as const,
    queryFn: () => request(packageLocationsResponseSchema.shape.data, { method: 'POST', url: mcuPaths.locations(packageId, client), data: {} }),
  });
/** Where a package is offered. */
export const usePackageLocations = (client: string, packageId: string | null) => useQuery({ ...packageLocationsQueryOptions(client, packageId ?? ''), enabled: packageId !== null });

/** PUT arrow/api/mcu/selectlocation/{userId}/client/{client}: opens the MCU request. */
export const useSelectLocation = (client: string) =>
  useMutation({
    mutationFn: (body: { packageId: string; unitId: number }) =>
      request(selectLocationResponseSchema.shape.data, { method: 'PUT', url: mcuPaths.selectLocation(userId(), client), data: body }),
  });
