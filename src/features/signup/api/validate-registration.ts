import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  registrationValidatePath,
  registrationValidateResponseSchema,
  type RegistrationValues,
} from '@/lib/api/contract/signup';

const validationSchema = registrationValidateResponseSchema.shape.data;

/** POST registration/validate/{client}: one errorMsg per field ('' when fine). */
export function validateRegistration(clientName: string, values: RegistrationValues) {
  return request(validationSchema, {
    url: registrationValidatePath(clientName),
    method: 'post',
    data: values,
    isPublic: true,
  });
}

/** Step 2's server validation. */
export const useValidateRegistration = (clientName: string) =>
  useMutation({ mutationFn: (values: RegistrationValues) => validateRegistration(clientName, values) });
