/** What the sign-in gate does with a page request (docs/product/auth.md#sign-in-gate). */
export type GateDecision =
  /** Swap the one-time token for a session; `cleanUrl` is the address without it. */
  | { kind: 'exchange'; token: string; cleanUrl: string }
  /** Signed in: show the page. */
  | { kind: 'allow' }
  /** Signed out: go to the client's login and come back to `returnPath` afterwards. */
  | { kind: 'login'; returnPath: string };

export interface GateInput {
  /** Absolute path, e.g. /app/patient. */
  pathname: string;
  search: string;
  hash: string;
  /** The readable `userId` cookie the server sets at login. */
  cookieUserId: string | null;
}

/**
 * A `token` query parameter wins (SSO hand-over); otherwise a user id, from
 * the cookie or (as the spec words it) the URL query, means signed in.
 */
export function decideGate({ pathname, search, hash, cookieUserId }: GateInput): GateDecision {
  const query = new URLSearchParams(search);
  const token = query.get('token');
  if (token) {
    query.delete('token');
    const rest = query.toString();
    return { kind: 'exchange', token, cleanUrl: `${pathname}${rest ? `?${rest}` : ''}${hash}` };
  }
  if (cookieUserId || query.get('userId')) return { kind: 'allow' };
  return { kind: 'login', returnPath: `${pathname}${search}${hash}` };
}
