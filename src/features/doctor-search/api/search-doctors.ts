import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  doctorSearchPath,
  doctorSearchResponseSchema,
  type Doctor,
  type DoctorSearchRequest,
} from '@/lib/api/contract/doctor-search';

const schema = doctorSearchResponseSchema.shape.data;

/** POST discovery/api/v1/doctor; no match is an empty list, any error status is a failure. */
export const searchDoctors = (criteria: DoctorSearchRequest): Promise<Doctor[]> =>
  request(schema, { method: 'POST', url: doctorSearchPath, data: criteria });

export const searchDoctorsQueryOptions = (criteria: DoctorSearchRequest) =>
  queryOptions({
    queryKey: ['doctor-search', 'doctors', criteria] as const,
    queryFn: () => searchDoctors(criteria),
    retry: false,
  });

/** Doctors for submitted criteria; idle while `criteria` is null. */
export const useSearchDoctors = (criteria: DoctorSearchRequest | null) =>
  useQuery({ ...searchDoctorsQueryOptions(criteria ?? { clientName: '', country: '' }), enabled: criteria !== null });
