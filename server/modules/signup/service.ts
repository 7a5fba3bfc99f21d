import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  signupMessages,
  type registerRequestSchema,
  type RegistrationValues,
  type SignupRequest,
  type VerifyEmailRequest,
} from '../../../src/lib/api/contract/signup';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { signupDraftConfig } from '../../config';
import { HttpError, notFound } from '../../lib/http-error';
import { codeMail } from '../notifications';
import { issueCode, otpConfig, redeemCode } from '../account';
import { hashPassword } from '../../lib/password';
import { registrationLabels, registrationVersion, toE164, validateRegistration } from './registration-rules';
import { randomToken, sha256 } from '../../lib/secrets';
import type { Deps } from '../../types';
import {
  activateUser,
  deleteSignupDraft,
  findSignupDraft,
  findUserByEmail,
  findUserById,
  insertPendingPatient,
  insertRegistrationAttributes,
  markEmailVerified,
  updateUserPassword,
  upsertSignupDraft,
} from './queries';

type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The tenant named in the path or body, when it offers sign-up. */
export function signupTenant(deps: Deps, clientName: string): TenantManifest {
  const tenant = deps.tenants.get(clientName);
  if (!tenant) throw notFound('Client');
  if (!tenant.login.signUp) throw new HttpError(403, 'Sign-up is not offered for this client.');
  return tenant;
}

/** Step 1: a pending patient and the draft token only this browser will hold. */
export async function createPendingAccount(deps: Deps, body: SignupRequest) {
  const tenant = signupTenant(deps, body.clientName);
  const email = body.email.toLowerCase();
  const existing = await findUserByEmail(deps.db, tenant.id, email);
  if (existing && existing.status !== 'pending') {
    throw new HttpError(409, signupMessages.duplicate, { email: signupMessages.duplicate });
  }
  // A pending account (abandoned sign-up) is taken over by whoever completes sign-up again.
  const userId = existing?.id ?? randomUUID();
  const passwordHash = await hashPassword(body.password);
  if (existing) await updateUserPassword(deps.db, userId, passwordHash);
  else await insertPendingPatient(deps.db, { id: userId, tenantId: tenant.id, email, passwordHash });
  const token = randomToken();
  const now = deps.now();
  const draft = {
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + signupDraftConfig.ttlMs),
  };
  await upsertSignupDraft(deps.db, userId, draft);
  return { userId, token, expiresAt: draft.expiresAt };
}

/** The personal profile form, with the tenant's phone region as default country. */
export function registrationDefinition(tenant: TenantManifest) {
  const field = (inputName: keyof typeof registrationLabels, type: 'textfield' | 'radio' | 'date' | 'phoneNumber') => ({
    inputName,
    uiLabel: registrationLabels[inputName],
    type,
    isRequired: true,
  });
  return {
    version: registrationVersion,
    fields: [
      field('firstname', 'textfield'),
      field('lastname', 'textfield'),
      { ...field('gender', 'radio'), options: ['Male', 'Female'] },
      field('dateofbirth', 'date'),
      { ...field('mobilenumber', 'phoneNumber'), defaultCountry: tenant.phoneRegion },
    ],
  };
}

export function validateRegistrationValues(deps: Deps, tenant: TenantManifest, values: RegistrationValues) {
  return validateRegistration(values, tenant, deps.now());
}

/** Whether the draft token this browser holds is still valid for the user. */
async function hasValidDraft(deps: Deps, token: string | undefined, userId: string, tenantId: string) {
  if (!token) return false;
  const row = await findSignupDraft(deps.db, userId, sha256(token));
  return Boolean(row && row.tenantId === tenantId && row.status === 'pending' && row.expiresAt > deps.now());
}

/** Step 3: the profile completes the pending account and the draft ends. */
export async function completeAccount(
  deps: Deps,
  tenant: TenantManifest,
  body: RegisterRequest,
  draftToken: string | undefined,
  requestLocale: string | null,
) {
  // Only the browser that did step 1 may complete the account.
  if (!(await hasValidDraft(deps, draftToken, body.userId, tenant.id))) {
    throw new HttpError(403, 'Your sign-up has expired. Please start again.');
  }
  const results = validateRegistration(body, tenant, deps.now());
  const fields = Object.fromEntries(results.filter((r) => r.errorMsg).map((r) => [r.inputName, r.errorMsg]));
  if (Object.keys(fields).length > 0) throw new HttpError(400, 'Please check the highlighted fields.', fields);
  await activateUser(deps.db, body.userId, {
    firstName: body.firstname!.trim(),
    lastName: body.lastname!.trim(),
    gender: body.gender!,
    birthday: body.dateofbirth!,
    mobile: toE164(body.mobilenumber!, tenant),
  });
  await insertRegistrationAttributes(deps.db, body.userId, {
    registrationVersion: body.version,
    bdayDtPattern: body.bdayDtPattern,
  });
  await deleteSignupDraft(deps.db, body.userId);
  const user = await findUserById(deps.db, body.userId);
  // The account exists now; whether this mail arrives or not (limits), a new code can be asked for.
  if (user) await mailVerificationCode(deps, tenant, user, requestLocale).catch(() => undefined);
  return { userId: body.userId, link: `/app/${tenant.id}/login`, email: user?.email ?? '' };
}

/**
 * Mails a code that proves the reader holds the address. The mail carries no text the person typed (no name):
 * until the address is proven, the portal writes nothing of theirs to it.
 */
async function mailVerificationCode(
  deps: Deps,
  tenant: TenantManifest,
  user: { id: string; email: string; preferredLocale: string | null },
  requestLocale: string | null,
) {
  const sent = await issueCode(deps, { tenantId: tenant.id, email: user.email, userId: user.id }, 'verify-email');
  const minutes = Math.round(otpConfig.ttlMs / 60_000);
  const preferredLocale = user.preferredLocale ?? requestLocale;
  await deps.mailer.send({
    to: user.email,
    ...codeMail('verifyEmail', { tenant, preferredLocale, code: sent.code, minutes }),
  });
  return sent;
}

/**
 * A new code for an account that has not confirmed its address. The answer is the same whether such an account
 * exists or not, so it tells nothing about who signed up; the wait between codes (429) is the reset code's.
 */
export async function sendVerificationCode(
  deps: Deps,
  input: { clientName: string; email: string },
  requestLocale: string | null,
) {
  const tenant = signupTenant(deps, input.clientName);
  const user = await findUserByEmail(deps.db, tenant.id, input.email.trim().toLowerCase());
  const now = deps.now();
  if (user && user.status === 'active' && user.emailVerifiedAt === null) {
    const sent = await mailVerificationCode(deps, tenant, user, requestLocale);
    return { resendAt: sent.resendAt.toISOString() };
  }
  return { resendAt: new Date(now.getTime() + otpConfig.resendWaitMs).toISOString() };
}

/** Redeems the code: the address is proven, mail may go to it and the account may make requests. */
export async function verifyEmail(deps: Deps, input: VerifyEmailRequest) {
  const tenant = signupTenant(deps, input.clientName);
  const userId = await redeemCode(deps, tenant.id, input.email.trim().toLowerCase(), input.code, 'verify-email');
  if (!userId) throw new HttpError(400, signupMessages.codeInvalid, { code: signupMessages.codeInvalid });
  await markEmailVerified(deps.db, userId, deps.now());
  return { verified: true as const };
}
