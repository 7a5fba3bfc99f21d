import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { apiPrefix } from '@/lib/api/contract/envelope';
import {
  formPageResponseSchema,
  opdFormPath,
  type AppointmentServiceType,
} from '@/lib/api/contract/patient-booking/forms';
import { readCookie } from '@/lib/auth/session-cookies';

const schema = formPageResponseSchema.shape.data;

/** GET {api}/{opd|mcu}/patient/{userId}/form/oaf/refNo/{requesterId}: definition plus request facts. */
export const getFormPage = (service: AppointmentServiceType, requesterId: string) => {
  const userId = readCookie('userId') ?? '';
  const url =
    service === 'opd'
      ? opdFormPath(userId, requesterId)
      : `${apiPrefix}/mcu/patient/${encodeURIComponent(userId)}/form/oaf/refNo/${encodeURIComponent(requesterId)}`;
  return request(schema, { url });
};

export const formPageQueryOptions = (service: AppointmentServiceType, requesterId: string) =>
  queryOptions({
    queryKey: ['patient-booking', 'form-page', service, requesterId] as const,
    queryFn: () => getFormPage(service, requesterId),
  });

/** The form of one appointment request. */
export const useFormPage = (service: AppointmentServiceType, requesterId: string) =>
  useQuery(formPageQueryOptions(service, requesterId));
