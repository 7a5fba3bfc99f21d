import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { specialtiesPath, specialtiesResponseSchema } from '@/lib/api/contract/doctor-search';

const schema = specialtiesResponseSchema.shape.data;

/** GET discovery/api/v1/specialty/country/{country}. */
export const getSpecialties = (country: string) => request(schema, { url: specialtiesPath(country) });

export const getSpecialtiesQueryOptions = (country: string) =>
  queryOptions({
    queryKey: ['doctor-search', 'specialties', country] as const,
    queryFn: () => getSpecialties(country),
    staleTime: Infinity,
  });

/** Specialties of the chosen country (idle until one is chosen). */
export const useSpecialties = (country: string) =>
  useQuery({ ...getSpecialtiesQueryOptions(country), enabled: country !== '' });
