import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { patientCasePath, patientCaseResponseSchema } from '@/lib/api/contract/schedules/staff-booking';

const schema = patientCaseResponseSchema.shape.data;

/** GET the patient's own case by unit and reference: answered only while they may move its appointment. */
export const getRescheduleCase = (unitId: number, requesterId: string) =>
  request(schema, { url: patientCasePath(unitId, requesterId) });

export const getRescheduleCaseQueryOptions = (unitId: number, requesterId: string) =>
  queryOptions({
    queryKey: ['patient-booking', 'reschedule-case', unitId, requesterId] as const,
    queryFn: () => getRescheduleCase(unitId, requesterId),
    // A refusal (not Scheduled any more, already started) is the answer, not a hiccup to retry.
    retry: false,
  });

/** The appointment the patient is moving: what it is with, where, and the time held now. */
export const useRescheduleCase = (unitId: number, requesterId: string) =>
  useQuery(getRescheduleCaseQueryOptions(unitId, requesterId));
