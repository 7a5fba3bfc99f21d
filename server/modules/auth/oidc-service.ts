import * as oidc from 'openid-client';
import { safeAppPathOr } from '../../../src/lib/api/contract/safe-redirect';
import type { SsoErrorReason } from '../../../src/lib/api/contract/sso-paths';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { oidcFlowConfig, type OidcSettings } from '../../config';
import { landingLink } from '../../lib/session';
import type { Deps } from '../../types';
import { openFlow, sealFlow } from './oidc-flow';
import { findActiveUserByEmail } from './queries';

/** A partner sign-on that ends on the login page; `detail` is for the log and names nothing personal. */
export class SsoRefused extends Error {
  constructor(
    readonly reason: SsoErrorReason,
    readonly detail: string,
  ) {
    super(detail);
  }
}

// Discovery is a cache of the provider's public metadata, not shared state: any instance can rebuild it.
// A failed discovery is forgotten, so the next sign-on asks again.
const configurations = new Map<string, Promise<oidc.Configuration>>();

function partnerConfiguration(settings: OidcSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([settings.issuer.href, settings.clientId, settings.clientSecret]);
  let config = configurations.get(key);
  if (!config) {
    // Only a loopback issuer may be plain http (server/config.ts refuses any other).
    const execute = settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
    config = oidc.discovery(
      settings.issuer,
      settings.clientId,
      undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      { execute, timeout: 10 },
    );
    void config.catch(() => configurations.delete(key));
    configurations.set(key, config);
  }
  return config;
}

/** The provider's authorization URL for a new flow, and the sealed flow for the browser's cookie. */
export async function beginPartnerSignOn(
  deps: Deps,
  tenant: TenantManifest,
  settings: OidcSettings,
  returnTo: string | undefined,
): Promise<{ url: string; flowCookie: string }> {
  const config = await partnerConfiguration(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: settings.redirectUri,
    scope: settings.scopes.join(' '),
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const flowCookie = await sealFlow(deps, {
    tenantId: tenant.id,
    state,
    nonce,
    codeVerifier,
    returnTo: returnTo !== undefined ? safeAppPathOr(returnTo, '') || null : null,
    expiresAt: deps.now().getTime() + oidcFlowConfig.ttlMs,
  });
  return { url: url.href, flowCookie };
}

/** The claim naming the portal account, from the ID token or else the userinfo endpoint. */
async function accountClaims(
  config: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  claim: string,
): Promise<Record<string, unknown>> {
  const idToken = tokens.claims();
  if (!idToken) throw new SsoRefused('failed', 'no ID token');
  if (idToken[claim] !== undefined) return idToken;
  // Many providers put scope claims only in userinfo; its subject must be the ID token's.
  const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
  return { ...userinfo, ...idToken };
}

/**
 * Completes the code flow of `callbackUrl` against the flow cookie: state, PKCE and nonce are checked by
 * openid-client, the code is redeemed once (the provider refuses a replay), and the account claim must
 * name an active account of this tenant. Returns that user and where to land.
 */
export async function finishPartnerSignOn(
  deps: Deps,
  tenant: TenantManifest,
  settings: OidcSettings,
  flowCookie: string | undefined,
  callbackUrl: URL,
) {
  const flow = await openFlow(deps, flowCookie, tenant.id, deps.now());
  if (!flow) throw new SsoRefused('failed', 'no valid flow cookie (missing, expired, tampered or other tenant)');
  const config = await partnerConfiguration(settings);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (err) {
    throw new SsoRefused('failed', `code grant refused: ${errorCode(err)}`);
  }
  const claims = await accountClaims(config, tokens, settings.accountClaim).catch((err: unknown) => {
    throw err instanceof SsoRefused ? err : new SsoRefused('failed', `userinfo refused: ${errorCode(err)}`);
  });
  const value = claims[settings.accountClaim];
  if (typeof value !== 'string' || value.trim() === '') throw new SsoRefused('failed', 'no account claim');
  // A provider that lets people type any address must not sign them in as its owner.
  if (settings.accountClaim === 'email' && claims.email_verified !== true) {
    throw new SsoRefused('failed', 'email not verified by the provider');
  }
  const user = await findActiveUserByEmail(deps.db, tenant.id, value.trim().toLowerCase());
  if (!user) throw new SsoRefused('noAccount', 'no active account for the claim');
  return { user, link: safeAppPathOr(flow.returnTo ?? undefined, landingLink(user)) };
}

/** A stable, non-personal name for an openid-client or provider error. */
function errorCode(err: unknown): string {
  if (err instanceof oidc.ResponseBodyError) return `${err.code}:${err.error}`;
  if (err instanceof oidc.AuthorizationResponseError) return `${err.code}:${err.error}`;
  return (err as { code?: string }).code ?? (err as Error).name;
}
