import { request } from '@/lib/api/api-client';
import { authenticatePath, linkSchema, type AuthenticateRequest } from '@/lib/api/contract/auth';

/** POST access/authenticate: checks the password and starts a session; answers the page to open. */
export function authenticate(body: AuthenticateRequest) {
  return request(linkSchema, { url: authenticatePath, method: 'post', data: body, isPublic: true });
}
