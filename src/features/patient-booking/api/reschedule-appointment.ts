import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { bookPath, bookResponseSchema } from '@/lib/api/contract/schedules/staff-booking';
import type { FreeTime } from '../model/reschedule';
import { unitScheduleQueryOptions } from './get-unit-schedule';

const schema = bookResponseSchema.shape.data;

/** POST the booking route with the new time: for a patient it moves their own Scheduled appointment. */
export const rescheduleAppointment = (unitId: number, requesterId: string, time: FreeTime) =>
  request(schema, {
    method: 'POST',
    url: bookPath(unitId, requesterId),
    data: { assignedSlot: { slotStartAt: time.start, slotEndAt: time.end }, isReschedule: true },
  });

/** Moves the appointment; a refusal (someone took the time) reloads the free times. */
export function useRescheduleAppointment(unitId: number, requesterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (time: FreeTime) => rescheduleAppointment(unitId, requesterId, time),
    onError: () => client.invalidateQueries({ queryKey: unitScheduleQueryOptions(unitId).queryKey }),
    // The new time shows in the inbox, Case Details and the offers banner, which are another feature's queries:
    // all are marked stale (only this page's own refetch now), so the next page reads the moved appointment.
    onSuccess: () => client.invalidateQueries(),
  });
}
