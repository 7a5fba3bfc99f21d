import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { staffWorklistPath, worklistResponseSchema, type WorklistRequest } from '@/lib/api/contract/worklists';

const schema = worklistResponseSchema.shape.data;

/** The user the worklist is read for (from the session cookies). */
export interface WorklistUser {
  client: string;
  roleId: string;
  userId: string;
}

/** 'page' pages by cursor; 'filter' starts a filtered list from its newest row. */
export type WorklistMode = 'page' | 'filter';

/** POST {api}/worklist/{client}/opd/{roleId}/{userId} (or /filter). */
export const getStaffWorklist = (user: WorklistUser, body: WorklistRequest, mode: WorklistMode) => {
  const path = staffWorklistPath(user.client, user.roleId, user.userId);
  return request(schema, { method: 'POST', url: mode === 'filter' ? `${path}/filter` : path, data: body });
};

/** Every staff worklist query starts with this key (status changes invalidate it). */
export const staffWorklistBaseKey = ['worklists', 'staff'] as const;

export const getStaffWorklistQueryOptions = (user: WorklistUser, body: WorklistRequest, mode: WorklistMode) =>
  queryOptions({
    queryKey: [...staffWorklistBaseKey, user, mode, body] as const,
    queryFn: () => getStaffWorklist(user, body, mode),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One page of the staff worklist for the given filters and cursor. */
export const useStaffWorklist = (user: WorklistUser, body: WorklistRequest, mode: WorklistMode) =>
  useQuery(getStaffWorklistQueryOptions(user, body, mode));
