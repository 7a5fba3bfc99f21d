import { accountMessages } from '../../../src/lib/api/contract/account';
import { HttpError, notFound } from '../../lib/http-error';
import { createGrant, issueCode, otpConfig, peekGrant, redeemCode, rehearseCodeIssue, spendGrant } from './otp';
import { codeMail, countWithoutSending } from '../notifications';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import type { Auth, Deps } from '../../types';
import {
  closeOpenResetCodes,
  deleteAllSessionsOfUser,
  deleteOtherSessionsOfUser,
  findActiveUserByEmail,
  findUserById,
  selectLatestDemoMail,
  updatePasswordHash,
} from './queries';

const resetExpired = 'Your reset session has expired. Please ask for a new code.';

/**
 * Forgot password: e-mail a reset code to an active user of the tenant. An unknown address does the same work
 * (a code is made and hashed and the mail counted against the address's limit, nobody is mailed), so timing does not tell the two apart; whether it then answers
 * the spec's "E-mail doesn't exist" or the same 200 as a known one is the manifest's `login.revealUnknownEmail`.
 */
export async function sendResetCode(
  deps: Deps,
  input: { clientName: string; email: string },
  requestLocale: string | null,
) {
  const tenant = deps.tenants.get(input.clientName);
  if (!tenant) throw notFound('Client');
  const email = input.email.toLowerCase();
  const user = await findActiveUserByEmail(deps, input.clientName, email);
  if (!user) {
    if (tenant.login.revealUnknownEmail) {
      await rehearseCodeIssue(deps, { tenantId: tenant.id, email });
      await countWithoutSending(deps.db, email, deps.now());
      throw new HttpError(400, accountMessages.emailUnknown, { email: accountMessages.emailUnknown });
    }
    // Stored like a real code, so resends of an unknown address are paced (429) exactly like a known one's.
    const paced = await issueCode(deps, { tenantId: tenant.id, email, userId: null });
    await countWithoutSending(deps.db, email, deps.now());
    return { expiresAt: paced.expiresAt.toISOString(), resendAt: paced.resendAt.toISOString() };
  }
  const sent = await issueCode(deps, { tenantId: user.tenantId, email, userId: user.id });
  const minutes = Math.round(otpConfig.ttlMs / 60_000);
  const preferredLocale = user.preferredLocale ?? requestLocale;
  await deps.mailer.send({ to: email, ...codeMail('reset', { tenant, preferredLocale, code: sent.code, minutes }) });
  return { expiresAt: sent.expiresAt.toISOString(), resendAt: sent.resendAt.toISOString() };
}

/** Redeems a reset code; the grant it returns goes into the HttpOnly cookie. */
export async function verifyResetCode(
  deps: Deps,
  input: { clientName: string; user_email: string; verification_code: string },
) {
  const userId = await redeemCode(
    deps,
    input.clientName,
    input.user_email.toLowerCase(),
    input.verification_code.trim(),
  );
  if (!userId) {
    throw new HttpError(400, accountMessages.codeInvalid, { verification_code: accountMessages.codeInvalid });
  }
  return createGrant(deps, userId, input.clientName);
}

/** The unspent grant behind the cookie; the caller checks its tenant before spending it. */
export async function openResetGrant(deps: Deps, token: string | undefined) {
  const grant = await peekGrant(deps, token);
  if (!grant || !token) throw new HttpError(401, resetExpired);
  return { ...grant, token };
}

/** Spends the grant (single use) and sets the new password. */
export async function resetPassword(
  deps: Deps,
  grant: { token: string; userId: string; tenantId: string },
  password: string,
) {
  if (!(await spendGrant(deps, grant.token))) throw new HttpError(401, resetExpired);
  await updatePasswordHash(deps, grant.userId, await hashPassword(password));
  // Whoever held the old password loses every session, and no older code stays usable.
  await deleteAllSessionsOfUser(deps, grant.userId);
  await closeOpenResetCodes(deps, grant.userId);
  return { link: `/app/${grant.tenantId}/login` };
}

export async function changePassword(deps: Deps, auth: Auth, input: { old_password: string; new_password: string }) {
  const user = await findUserById(deps, auth.userId);
  const valid = user
    ? await verifyPassword(input.old_password, user.passwordHash)
    : (await burnPasswordCheck(input.old_password), false);
  if (!valid) {
    throw new HttpError(400, accountMessages.oldPasswordWrong, { old_password: accountMessages.oldPasswordWrong });
  }
  await updatePasswordHash(deps, auth.userId, await hashPassword(input.new_password));
  // Other devices signed in with the old password are signed out; this one logs out from the success dialog.
  await deleteOtherSessionsOfUser(deps, auth.userId, auth.sessionId);
  return { changed: true as const };
}

/** The development mailbox, newest first. */
export async function listDemoMail(deps: Deps, to: string | undefined) {
  const rows = await selectLatestDemoMail(deps, to ? to.trim().toLowerCase() : undefined);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: r.attachments,
    sentAt: r.sentAt.toISOString(),
  }));
}
