import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { bookPath, bookResponseSchema, type BookRequest } from '@/lib/api/contract/schedules/staff-booking';
import { getPatientCaseQueryOptions } from './get-patient-case';
import { unitSchedulesBaseKey } from './get-unit-schedules';

const schema = bookResponseSchema.shape.data;

/** POST book a slot range for a requester (also reschedules). */
export const bookAppointment = (unitId: number, requesterId: string, body: BookRequest) =>
  request(schema, { method: 'POST', url: bookPath(unitId, requesterId), data: body });

/** Books, then refreshes the schedules and the case; a refused booking refreshes the free times. */
export function useBookAppointment(unitId: number, requesterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookRequest) => bookAppointment(unitId, requesterId, body),
    // A refusal usually means the times shown are stale (another desk took the slot):
    // the day's slots and the calendar sit under this key, so both come back current.
    onError: () => client.invalidateQueries({ queryKey: unitSchedulesBaseKey }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: unitSchedulesBaseKey }),
        client.invalidateQueries({ queryKey: getPatientCaseQueryOptions(unitId, requesterId).queryKey }),
      ]);
    },
  });
}
