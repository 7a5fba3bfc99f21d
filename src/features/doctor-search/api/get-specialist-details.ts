import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { specialistDetailsPath, specialistDetailsResponseSchema } from '@/lib/api/contract/doctor-search';

const schema = specialistDetailsResponseSchema.shape.data;

/** POST arrow/api/specialist/{id}/details?clientName={client}: the doctor's facilities. */
export const getSpecialistDetails = (doctorId: string, clientName: string) =>
  request(schema, { method: 'POST', url: specialistDetailsPath(doctorId, clientName) });

export const getSpecialistDetailsQueryOptions = (doctorId: string, clientName: string) =>
  queryOptions({
    queryKey: ['doctor-search', 'specialist', doctorId, clientName] as const,
    queryFn: () => getSpecialistDetails(doctorId, clientName),
    retry: false,
  });

/** Facilities of the selected doctor. */
export const useSpecialistDetails = (doctorId: string, clientName: string) =>
  useQuery(getSpecialistDetailsQueryOptions(doctorId, clientName));
