import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLocales } from '../tenant/countries';

/**
 * Tells the server the language the signed-in person reads the portal in: once signed in, and again on every
 * switch, so their mails follow it. Best effort: a failure changes nothing on screen, the next switch retries.
 * The request and the account contract load after first paint: every signed-in route's first load passes through
 * here, and the contract alone weighs ~30 KB gzip there (route budgets).
 */
export function useAccountLocale(): void {
  const { i18n } = useTranslation();
  const locale = supportedLocales.find((l) => l === i18n.language);
  useEffect(() => {
    if (!locale) return;
    import('./save-preferred-locale')
      .then(({ savePreferredLocale }) => savePreferredLocale(locale))
      .catch(() => undefined);
  }, [locale]);
}
