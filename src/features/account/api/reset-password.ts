import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api/api-client';
import { resetPasswordPath } from '@/lib/api/contract/account';

/** POST users/v1/user/reset-password: sets the new password with the grant cookie; answers the login link. */
export function resetPassword(newPassword: string) {
  return request(z.object({ link: z.string() }), {
    url: resetPasswordPath,
    method: 'post',
    data: { new_password: newPassword },
    isPublic: true,
  });
}

/** Sets the new password at the end of the reset flow. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
