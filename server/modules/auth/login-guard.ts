import { and, count, countDistinct, eq, gt, max, min, sql } from 'drizzle-orm';
import { loginRateLimit } from '../../config';
import { loginAttempts } from '../../db/schema/core';
import type { Deps } from '../../types';
import { refusal } from '../../lib/http-error';

export interface Attempt {
  tenantId: string;
  email: string;
  address: string;
}

const tooMany = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return refusal(429, 'auth.tooManyAttempts', {
    message: `Too many attempts. Please try again in ${minutes} minutes.`,
    headers: { 'Retry-After': String(seconds) },
  });
};

/** First key of the two-key advisory lock, so an address never shares a lock with another use of hashtext. */
const addressLockSpace = 7301;

/** How long the pair must wait after `failures` failures (0 while it is within its free ones). */
export function pairDelayMs(failures: number): number {
  const { freePerPair, firstDelayMs, windowMs } = loginRateLimit;
  if (failures < freePerPair) return 0;
  return Math.min(windowMs, firstDelayMs * 2 ** (failures - freePerPair));
}

/**
 * Reserves a login attempt before the password is checked, or throws 429. The
 * attempt is stored as a failure and only `markLoginSucceeded` turns it into a
 * success, so simultaneous guesses count against each other while their slow
 * password checks run. Both limits are keyed on the client address, so one
 * advisory lock per address makes them exact under concurrency.
 *
 * The limits (docs/decisions/0064-lockout.md):
 * - pair (account + address): after `freePerPair` failures since the pair's
 *   last success, each attempt waits a delay that doubles per failure, up to
 *   the window. Failures from other addresses never hold this pair back, so
 *   nobody can lock a user out by knowing their e-mail address.
 * - address (spraying): failures on `accountsPerAddress` distinct accounts in
 *   the window refuse the address on every account, except accounts that
 *   signed in from that address before (a shared NAT keeps its known users).
 *
 * @returns the attempt's id, for `markLoginSucceeded`.
 */
export async function reserveLoginAttempt(deps: Deps, a: Attempt): Promise<number> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - loginRateLimit.windowMs);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${addressLockSpace}::int, hashtext(${a.address}))`);
    const ofPair = and(
      eq(loginAttempts.tenantId, a.tenantId),
      eq(loginAttempts.email, a.email),
      eq(loginAttempts.address, a.address),
    );
    // Ids order attempts as they were reserved, which timestamps cannot when two share an instant.
    const [lastSuccess] = await tx
      .select({ id: max(loginAttempts.id), at: max(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(ofPair, eq(loginAttempts.success, true)));
    const [pair] = await tx
      .select({ n: count(), last: max(loginAttempts.at) })
      .from(loginAttempts)
      .where(
        and(
          ofPair,
          eq(loginAttempts.success, false),
          gt(loginAttempts.at, windowStart),
          gt(loginAttempts.id, lastSuccess?.id ?? 0),
        ),
      );
    const wait = pairDelayMs(pair?.n ?? 0);
    if (wait > 0 && pair?.last && pair.last.getTime() + wait > now.getTime()) {
      throw tooMany(pair.last.getTime() + wait - now.getTime());
    }
    const knownAddress = lastSuccess?.at && lastSuccess.at.getTime() > now.getTime() - loginRateLimit.knownAddressMs;
    if (!knownAddress) {
      const [address] = await tx
        .select({
          accounts: countDistinct(sql`${loginAttempts.tenantId} || ' ' || ${loginAttempts.email}`),
          oldest: min(loginAttempts.at),
        })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.address, a.address),
            eq(loginAttempts.success, false),
            gt(loginAttempts.at, windowStart),
          ),
        );
      if (address && address.accounts >= loginRateLimit.accountsPerAddress && address.oldest) {
        throw tooMany(address.oldest.getTime() + loginRateLimit.windowMs - now.getTime());
      }
    }
    const [reserved] = await tx
      .insert(loginAttempts)
      .values({ ...a, success: false, at: now })
      .returning({ id: loginAttempts.id });
    return reserved!.id;
  });
}

/** The reserved attempt had the right password: it ends the pair's streak and makes the address a known one. */
export async function markLoginSucceeded(deps: Deps, attemptId: number): Promise<void> {
  await deps.db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}
