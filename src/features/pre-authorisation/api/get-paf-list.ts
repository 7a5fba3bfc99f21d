import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { pafPaths, worklistResponseSchema, type WorklistBody } from '@/lib/api/contract/pre-authorisation/paf';

export const getPafList = (role: string, body: WorklistBody) =>
  request(worklistResponseSchema.shape.data, { url: pafPaths.worklist(role), method: 'post', data: body });

export const getPafListQueryOptions = (role: string, body: WorklistBody) =>
  queryOptions({
    queryKey: ['paf', 'list', role, body] as const,
    queryFn: () => getPafList(role, body),
    placeholderData: keepPreviousData,
  });

/** One page of the pre-authorisation list. */
export const usePafList = (role: string, body: WorklistBody, enabled = true) =>
  useQuery({ ...getPafListQueryOptions(role, body), enabled });
