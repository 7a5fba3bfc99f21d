import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  appointmentSummaryResponseSchema,
  sessionBookingPaths,
} from '@/lib/api/contract/patient-booking/session-booking';

const schema = appointmentSummaryResponseSchema.shape.data;

/** GET the confirmation page's summary of a request. */
export const getAppointmentSummary = (serviceType: string, requesterId: string) =>
  request(schema, { url: sessionBookingPaths.summary(serviceType, requesterId) });

export const appointmentSummaryQueryOptions = (serviceType: string, requesterId: string) =>
  queryOptions({
    queryKey: ['patient-booking', 'summary', serviceType, requesterId] as const,
    queryFn: () => getAppointmentSummary(serviceType, requesterId),
  });

/** Doctor or package, facility and preferred sessions of a request. */
export const useAppointmentSummary = (serviceType: string, requesterId: string) =>
  useQuery(appointmentSummaryQueryOptions(serviceType, requesterId));
