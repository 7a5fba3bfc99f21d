import { isSafeAppPath } from '@/lib/api/contract/safe-redirect';

const key = 'ava.booking.returnUrl';

/** Remembers where to go after the sessions are submitted (the MCU form route, docs/product/patient-booking.md#submitting-sessions). */
export function rememberReturnUrl(path: string, storage: Storage = sessionStorage): void {
  if (isSafeAppPath(path)) storage.setItem(key, path);
}

/** The stored return URL, or the root; the stored value is cleared either way. */
export function takeReturnUrl(storage: Storage = sessionStorage): string {
  const stored = storage.getItem(key);
  storage.removeItem(key);
  return isSafeAppPath(stored) ? stored : '/app/';
}
