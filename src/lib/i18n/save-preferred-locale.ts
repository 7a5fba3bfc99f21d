import { request } from '../api/api-client';
import { preferredLocalePath, preferredLocaleResponseSchema } from '../api/contract/account-locale';
import type { SupportedLocale } from '../tenant/countries';

const schema = preferredLocaleResponseSchema.shape.data;

/** PUT users/v1/user/preferred-locale: the language the account's mails are written in. */
export const savePreferredLocale = (locale: SupportedLocale) =>
  request(schema, { url: preferredLocalePath, method: 'put', data: { locale } });
