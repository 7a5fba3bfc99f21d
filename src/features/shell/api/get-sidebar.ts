import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { sidebarPath, sidebarResponseSchema } from '@/lib/api/contract/shell';

const sidebarSchema = sidebarResponseSchema.shape.data;

/** GET sidebar/{service}: the left drawer's items. */
export const getSidebar = (service: string) => request(sidebarSchema, { url: sidebarPath(service) });

export const getSidebarQueryOptions = (service: string) =>
  queryOptions({
    queryKey: ['shell', 'sidebar', service] as const,
    queryFn: () => getSidebar(service),
    staleTime: Infinity,
  });

/** The drawer items for a sidebar service (the client id, or the doctor portal's name). */
export const useSidebar = (service: string) => useQuery(getSidebarQueryOptions(service));
