import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  bookSessionsResponseSchema,
  sessionBookingPaths,
  type BookSessionsBody,
} from '@/lib/api/contract/patient-booking/session-booking';
import { unitScheduleQueryOptions } from './get-unit-schedule';

const schema = bookSessionsResponseSchema.shape.data;

/** POST {schedule}/schedule/book/unitId/{unitId}/requesterId/{id}: bookedSchedule and clientCaseData. */
export const bookSessions = (unitId: number, requesterId: string, body: BookSessionsBody) =>
  request(schema, { method: 'POST', url: sessionBookingPaths.book(unitId, requesterId), data: body });

/** Books the chosen sessions; the unit's calendar reloads since places changed. */
export const useBookSessions = (unitId: number, requesterId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookSessionsBody) => bookSessions(unitId, requesterId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitScheduleQueryOptions(unitId).queryKey }),
  });
};
