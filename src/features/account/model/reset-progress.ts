/**
 * Where a password reset stands, kept in localStorage so a reload returns to
 * the code step with the same resend countdown (docs/product/account.md#resend-code: the end time of
 * the 90-second wait is stored locally).
 */
export interface ResetProgress {
  email: string;
  /** Epoch ms when Resend Code becomes available. */
  resendAt: number;
  /** Epoch ms when the mailed code expires; the progress is dropped then. */
  expiresAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const key = (tenantId: string) => `ava.resetPassword.${tenantId}`;

/** The stored progress, or null when there is none, it is malformed or its code has expired. */
export function readResetProgress(store: Store, tenantId: string, now: number): ResetProgress | null {
  try {
    const parsed = JSON.parse(store.getItem(key(tenantId)) ?? 'null') as Partial<ResetProgress> | null;
    if (
      !parsed ||
      typeof parsed.email !== 'string' ||
      typeof parsed.resendAt !== 'number' ||
      typeof parsed.expiresAt !== 'number'
    ) {
      return null;
    }
    if (parsed.expiresAt <= now) return null;
    return { email: parsed.email, resendAt: parsed.resendAt, expiresAt: parsed.expiresAt };
  } catch {
    return null;
  }
}

export function writeResetProgress(store: Store, tenantId: string, progress: ResetProgress): void {
  try {
    store.setItem(key(tenantId), JSON.stringify(progress));
  } catch {
    // Without storage the countdown simply restarts on reload; the server still enforces the wait.
  }
}

export function clearResetProgress(store: Store, tenantId: string): void {
  try {
    store.removeItem(key(tenantId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Whole seconds left until `at` (0 once it has passed). */
export const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/** The progress a successful send starts, from the server's ISO instants. */
export const progressFromSend = (email: string, sent: { resendAt: string; expiresAt: string }): ResetProgress => ({
  email,
  resendAt: Date.parse(sent.resendAt),
  expiresAt: Date.parse(sent.expiresAt),
});
