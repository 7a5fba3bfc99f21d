// oidc-provider ships no types and @types/oidc-provider lags v9; these cover what the test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface ProviderContext {
    oidc: {
      provider: { Grant: new (init: { clientId: string; accountId?: string }) => GrantInstance };
      client?: { clientId: string };
      session?: { accountId?: string };
    };
  }
  export interface Configuration {
    clients: Record<string, unknown>[];
    pkce?: { required: () => boolean };
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    findAccount: (
      ctx: ProviderContext,
      sub: string,
    ) => { accountId: string; claims: () => Record<string, unknown> } | undefined;
    loadExistingGrant?: (ctx: ProviderContext) => Promise<GrantInstance | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
