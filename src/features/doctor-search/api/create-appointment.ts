import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  createAppointmentPath,
  createAppointmentResponseSchema,
  type CreateAppointmentRequest,
} from '@/lib/api/contract/doctor-search';
import { readCookie } from '@/lib/auth/session-cookies';

const schema = createAppointmentResponseSchema.shape.data;

/** POST arrow/api/appointment/opd/create/{userId}/client/{client}?platform&os. */
export const createAppointment = (clientName: string, body: CreateAppointmentRequest) =>
  request(schema, {
    method: 'POST',
    url: createAppointmentPath(
      readCookie('userId') ?? '',
      clientName,
      readCookie('platform') ?? 'web',
      readCookie('os') ?? 'unknown',
    ),
    data: body,
  });

/** Creates the request; nothing cached depends on it (the inbox fetches fresh on mount). */
export const useCreateAppointment = (clientName: string) =>
  useMutation({ mutationFn: (body: CreateAppointmentRequest) => createAppointment(clientName, body) });
