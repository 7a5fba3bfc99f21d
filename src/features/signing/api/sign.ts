import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { signResponseSchema, signingPaths, type SignBody } from '@/lib/api/contract/signing';

/** POST the signature; the link is used up by it. */
export const sign = (token: string, body: SignBody) =>
  request(signResponseSchema.shape.data, { url: signingPaths.link(token), method: 'post', data: body, isPublic: true });

/** Signs through a link. */
export const useSign = (token: string) => useMutation({ mutationFn: (body: SignBody) => sign(token, body) });
