import { isSafeAppPath } from '../api/contract/safe-redirect';

const storageKey = 'ava.returnPath';

/** The page the user is on as an absolute /app path (path, query, hash). */
export function currentAppPath(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Login, sign-up and reset-password are never a place to come back to. */
export function isPublicAppPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return /^\/app\/(signup\/|reset-password(\/|$)|[^/]+\/login\/?$)/.test(pathname);
}

/** Remembers where to return after login; only safe, non-public /app paths are kept. */
export function rememberReturnPath(path: string): void {
  if (!isSafeAppPath(path) || isPublicAppPath(path)) return;
  try {
    sessionStorage.setItem(storageKey, path);
  } catch {
    // Storage may be disabled (private mode); the user then lands on their home page.
  }
}

/** The remembered path if it is still safe, without clearing it. */
export function peekReturnPath(): string | null {
  try {
    const value = sessionStorage.getItem(storageKey);
    return isSafeAppPath(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearReturnPath(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // nothing to clear
  }
}
