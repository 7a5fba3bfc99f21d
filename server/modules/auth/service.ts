import { errorReasons } from '../../../src/lib/api/contract/error-reasons';
import type { AuthenticateRequest, SessionUser } from '../../../src/lib/api/contract/auth';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { notFound, refusal } from '../../lib/http-error';
import { markLoginSucceeded, reserveLoginAttempt } from './login-guard';
import { consumeLoginToken } from './login-tokens';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { landingLink } from '../../lib/session';
import type { Auth, Deps } from '../../types';
import { findActiveUserByEmail } from './queries';

export const invalidCredentials = errorReasons['auth.invalidCredentials'];

export const sessionSummary = (a: Auth): SessionUser => ({
  userId: a.userId,
  roleId: a.roleId,
  client: a.tenantId,
  firstName: a.firstName,
  lastName: a.lastName,
  providerId: a.providerId,
});

/** Password check with rate limits; shared by the JSON login and the SSO form. */
export async function checkCredentials(
  deps: Deps,
  input: Pick<AuthenticateRequest, 'email' | 'password' | 'clientName'>,
  address: string,
) {
  if (!deps.tenants.get(input.clientName)) throw notFound('Client');
  const attempt = { tenantId: input.clientName, email: input.email.trim().toLowerCase(), address };
  // Reserved (and counted) before the slow password check, so parallel guesses cannot all pass the limit.
  const attemptId = await reserveLoginAttempt(deps, attempt);
  const user = await findActiveUserByEmail(deps.db, attempt.tenantId, attempt.email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!valid || !user) throw refusal(401, 'auth.invalidCredentials');
  await markLoginSucceeded(deps, attemptId);
  return user;
}

/** The user a single-use login token stands for; the token is spent. */
export async function redeemLoginToken(deps: Deps, token: string) {
  const user = await consumeLoginToken(deps, token);
  if (!user) throw refusal(401, 'auth.loginLinkInvalid');
  return user;
}

/** What the app needs after a token exchange: the session's user and where to land. */
export const tokenExchangeSummary = (user: Awaited<ReturnType<typeof redeemLoginToken>>) => ({
  userId: user.id,
  roleId: user.roleId as SessionUser['roleId'],
  client: user.tenantId,
  firstName: user.firstName,
  lastName: user.lastName,
  providerId: user.providerId,
  link: landingLink(user),
});

/** Only tenants whose manifest hands login over to an external page have one. */
export function ssoTenant(deps: Deps, clientName: string): TenantManifest {
  const tenant = deps.tenants.get(clientName);
  if (!tenant || tenant.login.variant !== 'external') throw notFound('Page');
  return tenant;
}
