import { z } from 'zod';

/**
 * Partner sign-on over OpenID Connect (issue 27, finding 9). These are browser navigations, not API calls:
 * the login page sends the user to the start route, the partner's provider sends them back to the callback,
 * and a refusal lands on the tenant's login page with `?sso=<reason>`.
 */
export const oidcStartRoute = '/sso/:clientName/start';
export const oidcCallbackRoute = '/sso/:clientName/callback';

export const oidcStartPath = (clientName: string) => `/sso/${encodeURIComponent(clientName)}/start`;
export const oidcCallbackPath = (clientName: string) => `/sso/${encodeURIComponent(clientName)}/callback`;

/** failed: the hand-over did not complete (refused, expired, tampered, provider down); noAccount: no portal account. */
export const ssoErrorReasons = ['failed', 'noAccount'] as const;
export type SsoErrorReason = (typeof ssoErrorReasons)[number];
export const ssoErrorParam = 'sso';

export const oidcStartQuerySchema = z.object({
  /** Where to land after sign-in; kept only when it is a safe app path. */
  returnTo: z.string().max(2048).optional(),
});

export const oidcCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** The login page's reason from its query string, or null for anything else. */
export function parseSsoError(search: string): SsoErrorReason | null {
  const value = new URLSearchParams(search).get(ssoErrorParam);
  return ssoErrorReasons.find((r) => r === value) ?? null;
}
