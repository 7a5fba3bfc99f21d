import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { pafPaths, worklistResponseSchema, type WorklistBody } from '@/lib/api/contract/pre-authorisation/paf';

export const getPafList = (role: string, body: WorklistBody) =>
  request(worklistResponseSchema.shape.data, { url: pafPaths.worklist(role), method: 'post', data: body });

/** Every page of every list: what a change to a case's presence in the list invalidates. */
export const pafListKeyPrefix = ['paf', 'list'] as const;

export const getPafListQueryOptions = (role: string, body: WorklistBody) =>
  queryOptions({
    queryKey: [...pafListKeyPrefix, role, body] as const,
    queryFn: () => getPafList(role, body),
    placeholderData: keepPreviousData,
  });

/** One page of the pre-authorisation list. */
export const usePafList = (role: string, body: WorklistBody, enabled = true) =>
  useQuery({ ...getPafListQueryOptions(role, body), enabled });
