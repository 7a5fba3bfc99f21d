import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/api-client';
import { sessionPath, sessionResponseSchema } from '../api/contract/auth';

const sessionUserSchema = sessionResponseSchema.shape.data;

/** GET session: the signed-in user (role, provider, names). */
export const getSession = () => request(sessionUserSchema, { url: sessionPath });

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'session'] as const, queryFn: getSession });

/** The signed-in user; a lost session sends the browser to login (API client). */
export const useSession = () => useQuery(getSessionQueryOptions());
