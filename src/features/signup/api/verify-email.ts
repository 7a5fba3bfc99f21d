import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api/api-client';
import { verifyEmailPath, verifyEmailResponseSchema, type verifyEmailRequestSchema } from '@/lib/api/contract/signup';

export type VerifyEmailBody = z.input<typeof verifyEmailRequestSchema>;

/** POST signup/verify-email: the code from the e-mail confirms the account's address. */
export function verifyEmail(body: VerifyEmailBody) {
  return request(verifyEmailResponseSchema.shape.data, {
    url: verifyEmailPath,
    method: 'post',
    data: body,
    isPublic: true,
  });
}

/** The code step's confirm mutation. */
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
