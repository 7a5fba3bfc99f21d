import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { serverSecret } from '../../lib/server-secrets';
import type { Deps } from '../../types';

/**
 * What a partner sign-on must remember between the start route and the callback. It travels in an
 * encrypted, authenticated, short-lived HttpOnly cookie rather than process memory, so the callback may
 * reach any instance behind the load balancer; the browser that started the flow is the only one that
 * can finish it (login CSRF), and nobody can read the PKCE verifier or forge a state out of it.
 */
export interface OidcFlow {
  tenantId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string | null;
  expiresAt: number;
}

const flowSchema = z.object({
  tenantId: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string().nullable(),
  expiresAt: z.number(),
});

// Bound into the ciphertext, so a value sealed for another purpose under the same key never opens here.
const purpose = Buffer.from('oidc-flow-v1');

async function flowKey(deps: Deps): Promise<Buffer> {
  const secret = await serverSecret(deps.db, 'oidc-flow-key', process.env.OIDC_FLOW_SECRET);
  return createHash('sha256').update(secret).digest();
}

/** The flow as a cookie value: base64url(iv | AES-256-GCM ciphertext | tag). */
export async function sealFlow(deps: Deps, flow: OidcFlow): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await flowKey(deps), iv);
  cipher.setAAD(purpose);
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The flow a cookie carries, or null when it is missing, tampered with, of another tenant or expired. */
export async function openFlow(
  deps: Deps,
  value: string | undefined,
  tenantId: string,
  now: Date,
): Promise<OidcFlow | null> {
  if (!value || value.length > 4096) return null;
  const raw = Buffer.from(value, 'base64url');
  if (raw.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await flowKey(deps), raw.subarray(0, 12));
    decipher.setAAD(purpose);
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    const flow = flowSchema.parse(JSON.parse(text));
    return flow.tenantId === tenantId && flow.expiresAt > now.getTime() ? flow : null;
  } catch {
    return null;
  }
}
