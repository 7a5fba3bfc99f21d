import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { codeSentSchema, forgotPasswordPath, type ForgotPasswordRequest } from '@/lib/api/contract/account';

/** POST users/v1/user/forgot-password: mails a reset code; answers its expiry and the resend time. */
export function forgotPassword(body: ForgotPasswordRequest) {
  return request(codeSentSchema, { url: forgotPasswordPath, method: 'post', data: body, isPublic: true });
}

/** Sends (or resends) the reset code. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
