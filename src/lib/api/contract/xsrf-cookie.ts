/**
 * The XSRF pair's names, apart from the zod schemas in platform.ts: the
 * session-cookie reader runs on the login route, whose budget has no room
 * for zod.
 */
export const xsrfCookieName = 'XSRF-TOKEN';
/** The same cookie when the portal is served over https (`__Host-`: Secure, Path=/, no Domain). */
export const secureXsrfCookieName = `__Host-${xsrfCookieName}`;
export const xsrfHeaderName = 'X-XSRF-TOKEN';
