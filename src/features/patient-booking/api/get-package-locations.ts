import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { mcuPaths, packageLocationsResponseSchema } from '@/lib/api/contract/patient-booking/mcu';

const schema = packageLocationsResponseSchema.shape.data;

/** POST arrow/api/mcu/package/{packageId}/locations/client/{client} (all locations; the page filters by country, region, city). */
export const getPackageLocations = (client: string, packageId: string) =>
  request(schema, { method: 'POST', url: mcuPaths.locations(packageId, client), data: {} });

export const packageLocationsQueryOptions = (client: string, packageId: string) =>
  queryOptions({
    queryKey: ['patient-booking', 'mcu-locations', client, packageId] as const,
    queryFn: () => getPackageLocations(client, packageId),
  });

/** Where a package is offered. */
export const usePackageLocations = (client: string, packageId: string | null) =>
  useQuery({ ...packageLocationsQueryOptions(client, packageId ?? ''), enabled: packageId !== null });
