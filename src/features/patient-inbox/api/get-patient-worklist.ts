import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  patientWorklistFilterPath,
  patientWorklistPath,
  patientWorklistResponseSchema,
} from '@/lib/api/contract/patient-inbox/inbox';
import type { WorklistRequest } from '@/lib/api/contract/worklists';

const schema = patientWorklistResponseSchema.shape.data;

/** 'page' pages by cursor; 'filter' starts the filtered list from its newest row. */
export type PatientWorklistMode = 'page' | 'filter';

/** POST {api}/worklist/patient/{userId} (or /filter). */
export const getPatientWorklist = (userId: string, body: WorklistRequest, mode: PatientWorklistMode) =>
  request(schema, {
    method: 'POST',
    url: mode === 'filter' ? patientWorklistFilterPath(userId) : patientWorklistPath(userId),
    data: body,
  });

/** Every inbox query of a user starts with this key; actions invalidate it. */
export const patientWorklistBaseKey = (userId: string) => ['patient-inbox', 'worklist', userId] as const;

export const getPatientWorklistQueryOptions = (userId: string, body: WorklistRequest, mode: PatientWorklistMode) =>
  queryOptions({
    queryKey: [...patientWorklistBaseKey(userId), mode, body] as const,
    queryFn: () => getPatientWorklist(userId, body, mode),
    placeholderData: keepPreviousData,
  });

/** The patient's inbox page for the given filters and cursor. */
export const usePatientWorklist = (userId: string, body: WorklistRequest, mode: PatientWorklistMode) =>
  useQuery(getPatientWorklistQueryOptions(userId, body, mode));
