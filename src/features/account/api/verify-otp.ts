import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api/api-client';
import { verifyOtpPath, type VerifyOtpRequest } from '@/lib/api/contract/account';

const grantSchema = z.object({ expiresAt: z.string() });

/** POST auth/v1/auth/verify-otp: a right code sets the HttpOnly reset grant cookie. */
export function verifyOtp(body: VerifyOtpRequest) {
  return request(grantSchema, { url: verifyOtpPath, method: 'post', data: body, isPublic: true });
}

/** Checks the reset code. */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
