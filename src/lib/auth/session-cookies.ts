import { secureXsrfCookieName, xsrfCookieName } from '../api/contract/xsrf-cookie';

/** Reads one cookie the server set readable (userId, roleId, client, …). */
export function readCookie(
  name: string,
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Remembers the client a user signs in with as the `client` cookie (the
 * spec's stored session value), so a page without a client in its URL, such
 * as an SSO hand-over to /app/patient?token=…, is branded and authorised for it.
 */
export function rememberClient(clientId: string): void {
  document.cookie = `client=${encodeURIComponent(clientId)}; path=/; SameSite=Lax`;
}

/**
 * The XSRF cookie to copy into the header. Over https the server names it
 * `__Host-XSRF-TOKEN`; plain `XSRF-TOKEN` remains for plain http and for a
 * proxy that serves https without telling the server (COOKIE_SECURE unset).
 */
export function xsrfCookieInUse(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
  protocol: string = typeof location === 'undefined' ? 'http:' : location.protocol,
): string {
  return protocol === 'https:' && readCookie(secureXsrfCookieName, cookie) !== null
    ? secureXsrfCookieName
    : xsrfCookieName;
}
