import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api/api-client';
import {
  verificationCodePath,
  verificationCodeResponseSchema,
  type verificationCodeRequestSchema,
} from '@/lib/api/contract/signup';

export type VerificationCodeBody = z.input<typeof verificationCodeRequestSchema>;

/** POST signup/verification-code: mails a new code (90 s between codes). */
export function sendVerificationCode(body: VerificationCodeBody) {
  return request(verificationCodeResponseSchema.shape.data, {
    url: verificationCodePath,
    method: 'post',
    data: body,
    isPublic: true,
  });
}

/** The code step's "Send a new code" mutation. */
export const useSendVerificationCode = () => useMutation({ mutationFn: sendVerificationCode });
