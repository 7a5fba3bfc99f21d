import { and, count, eq, gt, max, min, sql } from 'drizzle-orm';
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

/** First keys of the two-key advisory locks, so an address and an account never share a lock by accident. */
const lockSpace = { address: 7301, account: 7302 } as const;

/**
 * Reserves a login attempt before the password is checked, or throws 429. The
 * attempt is stored as a failure and only `markLoginSucceeded` turns it into a
 * success, so simultaneous guesses count against each other while their slow
 * password checks run: the account limit is exact under concurrency. Attempts
 * of one address and of one account take their turn under advisory locks
 * (address first, then account, in every attempt, so they cannot deadlock).
 *
 * The limits (docs/decisions.md, "Login limits"):
 * - account (tenant + e-mail): `perAccount` failures in the window refuse every
 *   attempt, right password included. A success ends the streak: failures
 *   before it no longer count.
 * - address: `perAddress` failures in the window refuse attempts on accounts that
 *   already have a failure of their own. An account without one still gets its
 *   attempt, so a noisy address behind a shared NAT cannot lock out the other
 *   users there; a sprayer gets one guess per untouched account, each of which
 *   then counts as that account's failure. A success does not reset the address.
 *
 * @returns the attempt's id, for `markLoginSucceeded`.
 */
export async function reserveLoginAttempt(deps: Deps, a: Attempt): Promise<number> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - loginRateLimit.windowMs);
  const retryAfter = (oldest: Date) => oldest.getTime() + loginRateLimit.windowMs - now.getTime();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockSpace.address}::int, hashtext(${a.address}))`);
    await tx.execute(
      sql`select pg_advisory_xact_lock(${lockSpace.account}::int, hashtext(${`${a.tenantId}:${a.email}`}))`,
    );
    const ofAccount = and(
      eq(loginAttempts.tenantId, a.tenantId),
      eq(loginAttempts.email, a.email),
      gt(loginAttempts.at, windowStart),
    );
    // Ids order attempts as they were reserved, which timestamps cannot when two share an instant.
    const [lastSuccess] = await tx
      .select({ id: max(loginAttempts.id) })
      .from(loginAttempts)
      .where(and(ofAccount, eq(loginAttempts.success, true)));
    const [account] = await tx
      .select({ n: count(), oldest: min(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(ofAccount, eq(loginAttempts.success, false), gt(loginAttempts.id, lastSuccess?.id ?? 0)));
    const accountFailures = account?.n ?? 0;
    if (accountFailures >= loginRateLimit.perAccount && account?.oldest) throw tooMany(retryAfter(account.oldest));
    if (accountFailures > 0) {
      const [address] = await tx
        .select({ n: count(), oldest: min(loginAttempts.at) })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.address, a.address),
            eq(loginAttempts.success, false),
            gt(loginAttempts.at, windowStart),
          ),
        );
      if (address && address.n >= loginRateLimit.perAddress && address.oldest) {
        throw tooMany(retryAfter(address.oldest));
      }
    }
    const [reserved] = await tx
      .insert(loginAttempts)
      .values({ ...a, success: false, at: now })
      .returning({ id: loginAttempts.id });
    return reserved!.id;
  });
}

/** The reserved attempt had the right password: it ends the account's streak. */
export async function markLoginSucceeded(deps: Deps, attemptId: number): Promise<void> {
  await deps.db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}
