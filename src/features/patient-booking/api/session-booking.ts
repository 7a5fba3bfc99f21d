import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  appointmentSummaryResponseSchema,
  bookSessionsResponseSchema,
  sessionBookingPaths,
  unitScheduleResponseSchema,
  type BookSessionsBody,
} from '@/lib/api/contract/session-booking';

/** GET {schedule}/schedule/unitId/{unitId}: days with dayStatus and slots. */
export const unitScheduleQueryOptions = (unitId: number) =>
  queryOptions({
    queryKey: ['patient-booking', 'unit-schedule', unitId] as const,
    queryFn: () => request(unitScheduleResponseSchema.shape.data, { url: sessionBookingPaths.unitSchedule(unitId) }),
  });
/** The unit's calendar for the session picker. */
export const useUnitSchedule = (unitId: number) => useQuery(unitScheduleQueryOptions(unitId));

/** POST {schedule}/schedule/book/unitId/{unitId}/requesterId/{id}: bookedSchedule and clientCaseData. */
export const useBookSessions = (unitId: number, requesterId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookSessionsBody) => request(bookSessionsResponseSchema.shape.data, { method: 'POST', url: sessionBookingPaths.book(unitId, requesterId), data: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitScheduleQueryOptions(unitId).queryKey }),
  });
};

/** GET the confirmation page's summary of a request. */
export const appointmentSummaryQueryOptions = (serviceType: string, requesterId: string) =>
  queryOptions({
    queryKey: ['patient-booking', 'summary', serviceType, requesterId] as const,
    queryFn: () => request(appointmentSummaryResponseSchema.shape.data, { url: sessionBookingPaths.summary(serviceType, requesterId) }),
  });
/** Doctor or package, facility and preferred sessions of a request. */
export const useAppointmentSummary = (serviceType: string, requesterId: string) => useQuery(appointmentSummaryQueryOptions(serviceType, requesterId));
