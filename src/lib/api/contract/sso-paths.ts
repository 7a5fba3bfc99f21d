/**
 * Partner sign-on over OpenID Connect: the routes and the login page's refusal reasons, without zod, so the
 * login route (the lightest bundle) can read them. These are browser navigations, not API calls: the login page
 * sends the user to the start route, the partner's provider sends them back to the callback, and a refusal lands
 * on the tenant's login page with `?sso=<reason>`. The query schemas are in sso.ts.
 */
export const oidcStartRoute = '/sso/:clientName/start';
export const oidcCallbackRoute = '/sso/:clientName/callback';

export const oidcStartPath = (clientName: string) => `/sso/${encodeURIComponent(clientName)}/start`;
export const oidcCallbackPath = (clientName: string) => `/sso/${encodeURIComponent(clientName)}/callback`;

/** failed: the hand-over did not complete (refused, expired, tampered, provider down); noAccount: no portal account. */
export const ssoErrorReasons = ['failed', 'noAccount'] as const;
export type SsoErrorReason = (typeof ssoErrorReasons)[number];
export const ssoErrorParam = 'sso';

/** The login page's reason from its query string, or null for anything else. */
export function parseSsoError(search: string): SsoErrorReason | null {
  const value = new URLSearchParams(search).get(ssoErrorParam);
  return ssoErrorReasons.find((r) => r === value) ?? null;
}
