import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  formSubmitPath,
  formSubmitResponseSchema,
  preferredOptionsPart,
  type AppointmentServiceType,
} from '@/lib/api/contract/patient-booking/forms';
import type { PreferredOption } from '@/lib/api/contract/patient-booking/session-booking';
import { readCookie } from '@/lib/auth/session-cookies';
import { formPageQueryOptions } from './get-form-page';

const schema = formSubmitResponseSchema.shape.data;

export interface FormSubmission {
  version: number;
  fields: Record<string, unknown>;
  files: File[];
  /** OPD only: the two proposed date/time options. */
  preferredOptions?: PreferredOption[];
}

/** POST …/form/oaf/refNo/{requesterId}/submit as multipart: version, fields (JSON), OPD preferred options (JSON) and the files. */
export const submitForm = (service: AppointmentServiceType, requesterId: string, submission: FormSubmission) => {
  const body = new FormData();
  body.append('version', String(submission.version));
  body.append('fields', JSON.stringify(submission.fields));
  if (submission.preferredOptions) body.append(preferredOptionsPart, JSON.stringify(submission.preferredOptions));
  for (const file of submission.files) body.append('medicalReports', file, file.name);
  return request(schema, {
    method: 'POST',
    url: formSubmitPath(service, readCookie('userId') ?? '', requesterId),
    data: body,
  });
};

/** Sends the form; the page's data is refetched (it is now submitted). */
export const useSubmitForm = (service: AppointmentServiceType, requesterId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: FormSubmission) => submitForm(service, requesterId, submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formPageQueryOptions(service, requesterId).queryKey }),
  });
};
