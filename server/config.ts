/**
 * Security and session constants in one place, so a review reads one file.
 */
import { isIP } from 'node:net';
import { secureXsrfCookieName, xsrfCookieName } from '../src/lib/api/contract/platform';
import { oidcCallbackPath } from '../src/lib/api/contract/sso-paths';

const minute = 60_000;

export const sessionConfig = {
  /** Idle timeout: a session unused this long ends. */
  idleMs: 30 * minute,
  /** Absolute lifetime, however active the session is. */
  absoluteMs: 12 * 60 * minute,
  cookieName: 'sid',
} as const;

export const loginTokenConfig = {
  /** Single-use login tokens (SSO hand-over, token exchange) live this long. */
  ttlMs: 2 * minute,
} as const;

export const loginRateLimit = {
  windowMs: 15 * minute,
  /**
   * Failed logins of one account from one address (a pair) within the window before each further attempt of that
   * pair waits: another address is never held back by them (docs/decisions/0064-lockout.md).
   */
  freePerPair: 5,
  /** The pair's first wait after its free failures; each further failure doubles it, up to the window. */
  firstDelayMs: 30_000,
  /**
   * Distinct accounts one address may fail on within the window; then that address is refused on every account
   * except those that signed in from it before (password spraying). A success does not reset it.
   */
  accountsPerAddress: 10,
  /** How far back a success from an address makes it the account's known address. */
  knownAddressMs: 30 * 24 * 60 * minute,
} as const;

export const signupDraftConfig = {
  /** Time a sign-up has to finish the personal profile step. */
  ttlMs: 60 * minute,
  cookieName: 'signup_draft',
} as const;

/**
 * scrypt cost. Tests lower it (NODE_ENV=test) because every test file seeds a
 * fresh database; the parameters are stored in each hash, so verification
 * always uses the cost the hash was made with.
 */
export const passwordHashConfig = {
  N: process.env.NODE_ENV === 'test' ? 1024 : 16384,
  r: 8,
  p: 1,
  keyLength: 64,
} as const;

/** The public password of every demo login; those logins exist only in demo mode. */
export const demoPassword = 'Demo@1234';

/**
 * Demo mode (`DEMO_MODE=1`, or `--demo` on server/main.ts): an empty database
 * is seeded with the public demo logins and their data, and the development
 * mailbox (/dev/mailbox) shows mail sent to demo addresses. Off, whatever
 * NODE_ENV says: a start without the flag must never hand out known logins.
 */
export function demoMode(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): boolean {
  return env.DEMO_MODE === '1' || env.DEMO_MODE === 'true' || argv.includes('--demo');
}

/** Demo logins are `<role>@<tenant>.demo`; only mail to such addresses may land in the development mailbox. */
export const isDemoAddress = (address: string): boolean => /@[^@\s]+\.demo$/.test(address.trim().toLowerCase());

/**
 * Cookies are Secure when the portal is reached over https: behind a
 * TLS-terminating proxy (COOKIE_SECURE=1) or when the server speaks TLS itself
 * (TLS_CERT_FILE + TLS_KEY_FILE). Route-scoped cookies (sign-up draft, reset
 * grant) use this; the session and XSRF cookies follow the request (overTls).
 */
export const cookieSecure =
  process.env.COOKIE_SECURE === '1' || Boolean(process.env.TLS_CERT_FILE?.trim() && process.env.TLS_KEY_FILE?.trim());

/**
 * Did the browser reach us over https? The server's own TLS socket, or a
 * deployment that says so (COOKIE_SECURE=1). X-Forwarded-Proto is not asked:
 * a client could send it over plain http.
 */
export function overTls(request: { raw: { socket?: unknown } }, env: NodeJS.ProcessEnv = process.env): boolean {
  const socket = request.raw.socket as { encrypted?: unknown } | undefined;
  return env.COOKIE_SECURE === '1' || socket?.encrypted === true;
}

/**
 * The session and XSRF cookies of this request. Over https they carry the
 * `__Host-` prefix: the browser then only accepts them Secure, Path=/ and
 * without Domain, so neither a sibling subdomain nor a plain-http page can
 * plant one. The readable cookies (userId, roleId, client…) keep their names
 * (the client reads them, the server never trusts them) and are Secure too.
 */
export function sessionCookies(request: { raw: { socket?: unknown } }): {
  secure: boolean;
  session: string;
  xsrf: string;
} {
  return overTls(request)
    ? { secure: true, session: `__Host-${sessionConfig.cookieName}`, xsrf: secureXsrfCookieName }
    : { secure: false, session: sessionConfig.cookieName, xsrf: xsrfCookieName };
}

/**
 * The portal's public origin as `PUBLIC_ORIGIN` gives it (e.g. https://portal.example.com), or null when unset.
 * Only the origin is kept; anything but an http(s) URL is refused, so a typo fails at start rather than printing
 * broken QR codes.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env.PUBLIC_ORIGIN?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_ORIGIN is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin: ${raw}`);
  }
  return url.origin;
}

/**
 * Where links in mails and QR codes point (signers' phones, mail readers): PUBLIC_ORIGIN and nothing else, never
 * the request's Host or X-Forwarded-Host, which the caller chooses. Demo mode and tests may go without it (this
 * server on localhost); a production start without it is refused (`checkStartEnv`).
 */
export function linkOrigin(env: NodeJS.ProcessEnv = process.env, argv?: readonly string[]): string {
  const origin = publicOrigin(env);
  if (origin) return origin;
  if (demoMode(env, argv) || env.NODE_ENV === 'test') return `http://localhost:${env.PORT ?? 8080}`;
  throw new Error(missingPublicOrigin);
}

const missingPublicOrigin =
  'PUBLIC_ORIGIN is required outside demo mode: set it to the origin browsers and phones reach, e.g. PUBLIC_ORIGIN=https://portal.example.com';

/** Mails are written by background jobs with no request at all: the same origin as every other link. */
export const mailOrigin = (env: NodeJS.ProcessEnv = process.env): string => linkOrigin(env);

/**
 * TRUST_PROXY: the address(es) or CIDR ranges of the proxy in front, comma-separated (e.g. `127.0.0.1` or
 * `10.0.0.0/8,127.0.0.1`), handed to Fastify's `trustProxy`: X-Forwarded-For/-Host/-Proto are believed only from
 * those peers, so a client that reaches the instance directly cannot pose as another address. A bare flag
 * (`1`, `true`) would believe every peer and is refused; unset trusts no one.
 */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): string[] | false {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY takes the proxy's address(es) or CIDR range(s), e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8, not a flag; got: ${raw}`,
    );
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * Settings a start must refuse before it listens, with one clear line each: a malformed PUBLIC_ORIGIN, none in
 * production, TRUST_PROXY as a flag, TLS files half set.
 */
export function checkStartEnv(env: NodeJS.ProcessEnv = process.env, argv?: readonly string[]): void {
  linkOrigin(env, argv);
  trustedProxies(env);
  tlsFiles(env);
}

/**
 * The address a calendar invite names as its organiser: MAIL_FROM's address, else no-reply at the portal's host.
 * Replies to invites are not read, which the mails say.
 */
export function mailOrganizerAddress(env: NodeJS.ProcessEnv = process.env): string {
  const from = env.MAIL_FROM?.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM?.trim();
  return from && from.includes('@') ? from : `no-reply@${new URL(mailOrigin(env)).hostname}`;
}

/**
 * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server then speaks HTTPS, with
 * HTTP/2 for browsers and HTTP/1.1 for other clients, as a production front
 * would. One without the other is a mistake worth stopping for.
 */
export function tlsFiles(env: NodeJS.ProcessEnv = process.env): { cert: string; key: string } | null {
  const cert = env.TLS_CERT_FILE?.trim();
  const key = env.TLS_KEY_FILE?.trim();
  if (!cert && !key) return null;
  if (!cert || !key) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  return { cert, key };
}

/** How long a partner sign-on may take between the start route and the callback (its flow cookie's life). */
export const oidcFlowConfig = {
  ttlMs: 10 * minute,
  cookieName: 'oidc_flow',
} as const;

/** OIDC_ISSUER_MERIDIAN_SG for tenant meridian-sg: the tenant id upper-cased, dashes as underscores. */
export const tenantEnvName = (prefix: string, tenantId: string) =>
  `${prefix}_${tenantId.toUpperCase().replace(/-/g, '_')}`;

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  accountClaim: string;
  redirectUri: string;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A tenant's partner sign-on as this deployment runs it: the manifest's login.oidc, with the issuer from
 * OIDC_ISSUER_<TENANT> when set (a deployment, or a test, points a tenant at its provider without editing
 * the manifest), the client id from OIDC_CLIENT_ID_<TENANT> when set, and the secret only ever from
 * OIDC_CLIENT_SECRET_<TENANT>. `missing` names what is unset; the redirect URI is built on PUBLIC_ORIGIN.
 * Plain http is accepted for a loopback issuer only (tests, a provider on the same machine).
 */
export function oidcSettings(
  tenant: {
    id: string;
    login: { oidc?: { issuer?: string; clientId: string; scopes: string[]; accountClaim: string } };
  },
  env: NodeJS.ProcessEnv = process.env,
): { settings: OidcSettings; missing?: never } | { settings?: never; missing: string[] } | null {
  const oidc = tenant.login.oidc;
  if (!oidc) return null;
  const issuerName = tenantEnvName('OIDC_ISSUER', tenant.id);
  const secretName = tenantEnvName('OIDC_CLIENT_SECRET', tenant.id);
  const issuerText = env[issuerName]?.trim() || oidc.issuer;
  const clientSecret = env[secretName]?.trim();
  const missing = [...(issuerText ? [] : [issuerName]), ...(clientSecret ? [] : [secretName])];
  if (!issuerText || !clientSecret) return { missing };
  let issuer: URL;
  try {
    issuer = new URL(issuerText);
  } catch {
    throw new Error(`${issuerName} is not a URL: ${issuerText}`);
  }
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopbackHosts.has(issuer.hostname))) {
    throw new Error(`${issuerName} must be an https:// URL (plain http only on a loopback address): ${issuerText}`);
  }
  const origin = publicOrigin(env) ?? `http://localhost:${env.PORT ?? 8080}`;
  return {
    settings: {
      issuer,
      clientId: env[tenantEnvName('OIDC_CLIENT_ID', tenant.id)]?.trim() || oidc.clientId,
      clientSecret,
      scopes: oidc.scopes,
      accountClaim: oidc.accountClaim,
      redirectUri: `${origin}${oidcCallbackPath(tenant.id)}`,
    },
  };
}
