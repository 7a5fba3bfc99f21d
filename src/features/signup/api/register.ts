import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api/api-client';
import { registerPath, registerResponseSchema, type registerRequestSchema } from '@/lib/api/contract/signup';

const registeredSchema = registerResponseSchema.shape.data;
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST register/{client} (step 3): completes the account. */
export function register(clientName: string, body: RegisterRequest) {
  return request(registeredSchema, { url: registerPath(clientName), method: 'post', data: body, isPublic: true });
}

/** Step 3's mutation. */
export const useRegister = (clientName: string) =>
  useMutation({ mutationFn: (body: RegisterRequest) => register(clientName, body) });
