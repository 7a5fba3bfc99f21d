import { and, count, eq, gt, max, min } from 'drizzle-orm';
import { loginRateLimit } from '../config';
import { loginAttempts } from '../db/schema/core';
import type { Deps } from '../types';
import { HttpError } from './http-error';

export interface Attempt {
  tenantId: string;
  email: string;
  address: string;
}

const tooMany = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, `Too many attempts. Please try again in ${minutes} minutes.`, undefined, {
    'Retry-After': String(seconds),
  });
};

/**
 * Throws 429 when the account (tenant + e-mail) or the address has used up its
 * failures in the window. A success ends the account's streak (failures before
 * it no longer count) but not the address's: one good password must not let a
 * sprayer keep guessing other accounts.
 */
export async function assertLoginAllowed(deps: Deps, a: Attempt): Promise<void> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - loginRateLimit.windowMs);
  const [lastSuccess] = await deps.db
    .select({ at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.tenantId, a.tenantId), eq(loginAttempts.email, a.email), eq(loginAttempts.success, true), gt(loginAttempts.at, windowStart)));
  const accountSince = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [account] = await deps.db
    .select({ n: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.tenantId, a.tenantId), eq(loginAttempts.email, a.email), eq(loginAttempts.success, false), gt(loginAttempts.at, accountSince)));
  if (account && account.n >= loginRateLimit.perAccount && account.oldest) {
    throw tooMany(account.oldest.getTime() + loginRateLimit.windowMs - now.getTime());
  }
  const [address] = await deps.db
    .select({ n: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.address, a.address), eq(loginAttempts.success, false), gt(loginAttempts.at, windowStart)));
  if (address && address.n >= loginRateLimit.perAddress && address.oldest) {
    throw tooMany(address.oldest.getTime() + loginRateLimit.windowMs - now.getTime());
  }
}

export async function recordLoginAttempt(deps: Deps, a: Attempt, success: boolean): Promise<void> {
  await deps.db.insert(loginAttempts).values({ ...a, success, at: deps.now() });
}
