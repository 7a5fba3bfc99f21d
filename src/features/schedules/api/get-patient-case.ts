import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { patientCasePath, patientCaseResponseSchema } from '@/lib/api/contract/schedules/staff-booking';

const schema = patientCaseResponseSchema.shape.data;

/** GET the patient case by unit and requester (staff). */
export const getPatientCase = (unitId: number, requesterId: string) =>
  request(schema, { url: patientCasePath(unitId, requesterId) });

export const getPatientCaseQueryOptions = (unitId: number, requesterId: string) =>
  queryOptions({
    queryKey: ['schedules', 'case', unitId, requesterId] as const,
    queryFn: () => getPatientCase(unitId, requesterId),
    retry: false,
  });

/** The case Appointment Management books for. */
export const usePatientCase = (unitId: number, requesterId: string) =>
  useQuery(getPatientCaseQueryOptions(unitId, requesterId));
