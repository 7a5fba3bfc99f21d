import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { mcuAttributesResponseSchema, mcuPaths } from '@/lib/api/contract/patient-booking/mcu';
import { readCookie } from '@/lib/auth/session-cookies';

const schema = mcuAttributesResponseSchema.shape.data;

/** GET arrow/api/mcu/attributes/{userId}/client/{client}. */
export const getMcuAttributes = (client: string) =>
  request(schema, { url: mcuPaths.attributes(readCookie('userId') ?? '', client) });

export const mcuAttributesQueryOptions = (client: string) =>
  queryOptions({
    queryKey: ['patient-booking', 'mcu-attributes', client] as const,
    queryFn: () => getMcuAttributes(client),
    staleTime: 10 * 60_000,
  });

/** Criteria a patient can narrow screening packages by. */
export const useMcuAttributes = (client: string) => useQuery(mcuAttributesQueryOptions(client));
