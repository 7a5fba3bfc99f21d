import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { doctorSearchPath, doctorSearchResponseSchema, type Doctor, type DoctorSearchRequest } from '@/lib/api/contract/discovery';

const schema = doctorSearchResponseSchema.shape.data;

/** POST discovery/api/v1/doctor; a 404 means no doctor matched and becomes an empty list. */
export async function searchDoctors(criteria: DoctorSearchRequest): Promise<Doctor[]> {
  try {
    return await request(schema, { method: 'POST', url: doctorSearchPath, data: criteria });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const searchDoctorsQueryOptions = (criteria: DoctorSearchRequest) =>
  queryOptions({ queryKey: ['doctor-search', 'doctors', criteria] as const, queryFn: () => searchDoctors(criteria), retry: false });

/** Doctors for submitted criteria; idle while `criteria` is null. */
export const useSearchDoctors = (criteria: DoctorSearchRequest | null) =>
  useQuery({ ...searchDoctorsQueryOptions(criteria ?? { clientName: '', country: '' }), enabled: criteria !== null });
