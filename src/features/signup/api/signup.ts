import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { signupPath, signupResponseSchema, type SignupRequest } from '@/lib/api/contract/signup';

const signupDataSchema = signupResponseSchema.shape.data;

/** POST signup (step 1): creates a pending account and answers its userId. */
export function signup(body: SignupRequest) {
  return request(signupDataSchema, { url: signupPath, method: 'post', data: body, isPublic: true });
}

/** Step 1's mutation. */
export const useSignup = () => useMutation({ mutationFn: signup });
