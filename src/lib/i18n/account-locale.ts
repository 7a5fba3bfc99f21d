import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/api-client';
import { preferredLocalePath, preferredLocaleResponseSchema } from '../api/contract/account';
import { supportedLocales, type SupportedLocale } from '../tenant/countries';

const schema = preferredLocaleResponseSchema.shape.data;

/** PUT users/v1/user/preferred-locale: the language the account's mails are written in. */
export const savePreferredLocale = (locale: SupportedLocale) =>
  request(schema, { url: preferredLocalePath, method: 'put', data: { locale } });

/**
 * Tells the server the language the signed-in person reads the portal in: once signed in, and again on every
 * switch, so their mails follow it. Best effort: a failure changes nothing on screen, the next switch retries.
 */
export function useAccountLocale(): void {
  const { i18n } = useTranslation();
  const locale = supportedLocales.find((l) => l === i18n.language);
  useEffect(() => {
    if (locale) savePreferredLocale(locale).catch(() => undefined);
  }, [locale]);
}
