import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api/api-client';
import { preferredItemPath, type ProfileItemType } from '@/lib/api/contract/account';
import { profileQueryOptions } from '@/lib/api/shared/get-profile';

/** PUT users/v1/user/profile/{type}/{id}/preferred. */
export function setPreferredItem({ type, id }: { type: ProfileItemType; id: string }) {
  return request(z.object({ id: z.string(), preferred: z.enum(['true', 'false']) }).loose(), {
    url: preferredItemPath(type, id),
    method: 'put',
  });
}

/** Makes a saved item the preferred one of its type; refreshes the profile. */
export function useSetPreferredItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPreferredItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
