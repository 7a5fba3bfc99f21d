import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { mailLocale, translator } from './strings';

/** What a one-time code proves: a new account's address, or the right to reset a password. */
export type CodeMailKind = 'verifyEmail' | 'reset';

/**
 * A one-time code's mail in the recipient's language, chosen as every other mail's is (`mailLocale`): the
 * language they last read the portal in, else the one the request came in (a person signing up has no
 * account language yet), else the tenant's default. Plain text only: it carries nothing but the code.
 */
export function codeMail(
  kind: CodeMailKind,
  input: { tenant: TenantManifest; preferredLocale: string | null | undefined; code: string; minutes: number },
): { subject: string; text: string } {
  const t = translator(mailLocale(input.tenant, input.preferredLocale));
  const values = { brand: input.tenant.displayName, code: input.code, minutes: String(input.minutes) };
  return { subject: t(`codes.${kind}.subject`, values), text: t(`codes.${kind}.text`, values) };
}
