import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api/api-client';
import { changePasswordPath, type ChangePasswordRequest } from '@/lib/api/contract/account';

/** POST users/v1/user/change-password. */
export function changePassword(body: ChangePasswordRequest) {
  return request(z.object({ changed: z.literal(true) }), { url: changePasswordPath, method: 'post', data: body });
}

/** Changes the signed-in user's password. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
