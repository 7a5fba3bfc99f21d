import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { appointmentDetailPath, appointmentDetailResponseSchema } from '@/lib/api/contract/schedules/staff-booking';

const schema = appointmentDetailResponseSchema.shape.data;

/** GET appointment detail for the Appointment dialog. */
export const getAppointmentDetail = (unitId: number, requesterId: string) =>
  request(schema, { url: appointmentDetailPath(unitId, requesterId) });

export const getAppointmentDetailQueryOptions = (unitId: number, requesterId: string | null) =>
  queryOptions({
    queryKey: ['schedules', 'appointment', unitId, requesterId] as const,
    queryFn: () => getAppointmentDetail(unitId, requesterId as string),
    enabled: requesterId !== null,
    retry: false,
  });

/** Detail of the appointment a dialog shows (null = closed). */
export const useAppointmentDetail = (unitId: number, requesterId: string | null) =>
  useQuery(getAppointmentDetailQueryOptions(unitId, requesterId));
