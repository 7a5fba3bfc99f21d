import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { registrationDefinitionSchema, registrationPath } from '@/lib/api/contract/signup';

/** GET registration/{client}: the personal profile form definition. */
export const getRegistration = (clientName: string) =>
  request(registrationDefinitionSchema, { url: registrationPath(clientName), isPublic: true });

export const getRegistrationQueryOptions = (clientName: string) =>
  queryOptions({
    queryKey: ['signup', 'registration', clientName] as const,
    queryFn: () => getRegistration(clientName),
    staleTime: Infinity,
  });

/** The server-defined fields of step 2. */
export const useRegistration = (clientName: string) => useQuery(getRegistrationQueryOptions(clientName));
