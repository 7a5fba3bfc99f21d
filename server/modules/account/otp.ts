import { randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { otpLength, resendWaitSeconds } from '../../../src/lib/api/contract/account';
import { passwordResetCodes, passwordResetGrants } from '../../db/schema/account';
import type { Deps } from '../../types';
import { refusal } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { randomToken, sha256 } from '../../lib/secrets';

const minute = 60_000;

/** Reset-code limits in one place (docs/product/account.md#resend-code: 6 characters, 90 s between sends). */
export const otpConfig = {
  ttlMs: 10 * minute,
  resendWaitMs: resendWaitSeconds * 1000,
  /** Wrong entries a code survives; the last one kills it. */
  maxAttempts: 5,
  /** Codes one account may be sent per hour, however patiently it waits. */
  perHour: 5,
  grantTtlMs: 10 * minute,
  grantCookie: 'reset_grant',
} as const;

/** No 0/O or 1/I: the code is read from an e-mail and typed by hand. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code from the cryptographic random source (crypto.randomInt is uniform, no modulo bias). */
export function generateCode(): string {
  return Array.from({ length: otpLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The hashed material binds the code to its tenant and e-mail. */
const material = (tenantId: string, email: string, code: string) => `${tenantId}|${email}|${code.toUpperCase()}`;

export interface Account {
  tenantId: string;
  email: string;
  /** Null: an address without an account, paced like one (docs/decisions/0064-lockout.md). */
  userId: string | null;
}

/** What a code is for: a password reset, or proving a new account's address. A code only works for its own. */
export type CodePurpose = 'reset' | 'verify-email';

const wait = (ms: number, reason: 'code.resendWait' | 'code.hourlyLimit', message: string) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return refusal(429, reason, {
    message: message.replace('{s}', String(seconds)),
    headers: { 'Retry-After': String(seconds) },
  });
};

/**
 * Issues a new code for the account, closing any earlier one. Refused (429,
 * Retry-After) within 90 s of the last code or past the hourly cap.
 */
export async function issueCode(
  deps: Deps,
  account: Account,
  purpose: CodePurpose = 'reset',
): Promise<{ code: string; expiresAt: Date; resendAt: Date }> {
  const now = deps.now();
  const scope = and(
    eq(passwordResetCodes.tenantId, account.tenantId),
    eq(passwordResetCodes.email, account.email),
    eq(passwordResetCodes.purpose, purpose),
  );
  const [last] = await deps.db
    .select()
    .from(passwordResetCodes)
    .where(scope)
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (last) {
    const readyAt = last.createdAt.getTime() + otpConfig.resendWaitMs;
    if (readyAt > now.getTime()) {
      throw wait(readyAt - now.getTime(), 'code.resendWait', 'Please wait {s} seconds before asking for a new code.');
    }
  }
  const hourAgo = new Date(now.getTime() - 60 * minute);
  const [recent] = await deps.db
    .select({ n: count() })
    .from(passwordResetCodes)
    .where(and(scope, gt(passwordResetCodes.createdAt, hourAgo)));
  if ((recent?.n ?? 0) >= otpConfig.perHour) {
    throw wait(60 * minute, 'code.hourlyLimit', 'Too many codes were sent. Please try again in an hour.');
  }

  const code = generateCode();
  const expiresAt = new Date(now.getTime() + otpConfig.ttlMs);
  await deps.db
    .update(passwordResetCodes)
    .set({ closedAt: now })
    .where(and(scope, isNull(passwordResetCodes.closedAt)));
  await deps.db.insert(passwordResetCodes).values({
    id: randomUUID(),
    ...account,
    purpose,
    codeHash: await hashPassword(material(account.tenantId, account.email, code)),
    createdAt: now,
    expiresAt,
  });
  return { code, expiresAt, resendAt: new Date(now.getTime() + otpConfig.resendWaitMs) };
}

/**
 * Does all of `issueCode`'s work for an address without an account and keeps none of it (the transaction is
 * rolled back), so refusing that address takes as long as issuing a code would.
 */
export async function rehearseCodeIssue(deps: Deps, account: Omit<Account, 'userId'>): Promise<void> {
  const rolledBack = new Error('rehearsal');
  await deps.db
    .transaction(async (tx) => {
      await issueCode({ ...deps, db: tx }, { ...account, userId: null }).catch(() => undefined);
      throw rolledBack;
    })
    .catch((err: unknown) => {
      if (err !== rolledBack) throw err;
    });
}

/**
 * Checks a code against the account's open code. An attempt is counted
 * (atomically) before the hash is compared, so parallel guesses cannot exceed
 * the limit; success closes the code, so it works once. Returns the user id.
 */
export async function redeemCode(
  deps: Deps,
  tenantId: string,
  email: string,
  code: string,
  purpose: CodePurpose = 'reset',
): Promise<string | null> {
  const now = deps.now();
  const [open] = await deps.db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.tenantId, tenantId),
        eq(passwordResetCodes.email, email),
        eq(passwordResetCodes.purpose, purpose),
        isNull(passwordResetCodes.closedAt),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!open || open.expiresAt <= now) return null;
  const [counted] = await deps.db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, open.id),
        isNull(passwordResetCodes.closedAt),
        lt(passwordResetCodes.attempts, otpConfig.maxAttempts),
      ),
    )
    .returning({ attempts: passwordResetCodes.attempts });
  if (!counted) return null;
  const matches = await verifyPassword(material(tenantId, email, code), open.codeHash);
  if (!matches) {
    if (counted.attempts >= otpConfig.maxAttempts) {
      await deps.db.update(passwordResetCodes).set({ closedAt: now }).where(eq(passwordResetCodes.id, open.id));
    }
    return null;
  }
  const [closed] = await deps.db
    .update(passwordResetCodes)
    .set({ closedAt: now })
    .where(and(eq(passwordResetCodes.id, open.id), isNull(passwordResetCodes.closedAt)))
    .returning({ userId: passwordResetCodes.userId });
  return closed?.userId ?? null;
}

/** The right to set a new password once, within 10 minutes; only its hash is stored. */
export async function createGrant(
  deps: Deps,
  userId: string,
  tenantId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(deps.now().getTime() + otpConfig.grantTtlMs);
  await deps.db.insert(passwordResetGrants).values({ tokenHash: sha256(token), userId, tenantId, expiresAt });
  return { token, expiresAt };
}

/** Looks a grant up without spending it (the tenant header is checked before the password changes). */
export async function peekGrant(deps: Deps, token: string | undefined) {
  if (!token || token.length > 100) return null;
  const [grant] = await deps.db
    .select()
    .from(passwordResetGrants)
    .where(
      and(
        eq(passwordResetGrants.tokenHash, sha256(token)),
        isNull(passwordResetGrants.usedAt),
        gt(passwordResetGrants.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  return grant ?? null;
}

/** Spends a grant; false if another request spent it first. */
export async function spendGrant(deps: Deps, token: string): Promise<boolean> {
  const rows = await deps.db
    .update(passwordResetGrants)
    .set({ usedAt: deps.now() })
    .where(and(eq(passwordResetGrants.tokenHash, sha256(token)), isNull(passwordResetGrants.usedAt)))
    .returning({ userId: passwordResetGrants.userId });
  return rows.length === 1;
}
