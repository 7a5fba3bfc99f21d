import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims the next sign-in's ID token carries beyond sub and email (e.g. email_verified: false). */
  claimsFor: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a loopback port, for partner sign-on tests. One confidential
 * client with `redirectUri`, PKCE required, consent pre-granted, and its development login page, where
 * whatever is typed as the login becomes the account id and its `email` claim (verified, unless
 * `claimsFor` says otherwise).
 */
export async function startTestOidcProvider(options: {
  port?: number;
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? 'portal-test';
  const clientSecret = options.clientSecret ?? 'test-secret-that-is-long-enough-for-hs256';
  const claimsFor = new Map<string, Record<string, unknown>>();
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub, email_verified: true, ...claimsFor.get(sub) }),
    }),
    // Consent is not what these tests are about: every sign-in finds its grant already given.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    claimsFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
