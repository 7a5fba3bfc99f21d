import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api/api-client';
import { profileItemIdPath, type ProfileItemType } from '@/lib/api/contract/account';
import { profileQueryOptions } from '@/lib/api/shared/get-profile';

/** DELETE users/v1/user/profile/{type}/{id}. */
export function deleteProfileItem({ type, id }: { type: ProfileItemType; id: string }) {
  return request(z.object({ deleted: z.literal(true) }), { url: profileItemIdPath(type, id), method: 'delete' });
}

/** Deletes a saved item; refreshes the profile. */
export function useDeleteProfileItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfileItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
