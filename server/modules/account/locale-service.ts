import type { PreferredLocaleBody } from '../../../src/lib/api/contract/account-locale';
import type { Auth, Deps } from '../../types';
import { storePreferredLocale } from './locale-queries';

/**
 * Keeps the language the person reads the portal in, for their mails. A language the tenant does not offer
 * (an old tab, a crafted call) falls back to the tenant's default rather than failing: the client sends this
 * in the background and the person has nothing to correct.
 */
export async function savePreferredLocale(deps: Deps, auth: Auth, body: PreferredLocaleBody) {
  const offered = auth.tenant.locales.offered.includes(body.locale);
  const locale = offered ? body.locale : auth.tenant.locales.default;
  await storePreferredLocale(deps.db, auth.userId, locale);
  return { locale };
}
