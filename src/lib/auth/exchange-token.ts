import { request } from '../api/api-client';
import { tokenExchangePath, tokenExchangeResponseSchema } from '../api/contract/auth';

const exchangedUserSchema = tokenExchangeResponseSchema.shape.data;

/** Swaps a one-time sign-in token (SSO hand-over) for a session; the server sets the cookies. */
export function exchangeToken(token: string) {
  return request(exchangedUserSchema, { url: tokenExchangePath, method: 'post', data: { token }, isPublic: true });
}
