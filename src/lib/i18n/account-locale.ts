import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLocales } from '../tenant/countries';

/**
 * Tells the server the language the signed-in person reads the portal in: once signed in, and again on every
 * switch, so their mails follow it. Best effort: a failure changes nothing on screen, the next switch retries.
 * The request loads after first paint (every signed-in route's first load passes through here), with its own small
 * contract: account.ts would bring the phone library and the password rules in while the page's data is coming.
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
