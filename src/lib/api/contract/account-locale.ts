import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { supportedLocales } from '../../tenant/countries';

/*
 * Apart from account.ts: every signed-in page saves the account's language
 * just after its first paint, and account.ts brings the phone library and the
 * password rules (~30 KB gzip) into that load, competing with the page's data.
 */

/**
 * The account's language (docs/decisions/0057-notification-mails-language-content-calendar.md): the client reports the
 * UI language the person chose, and on sign-in, so
 * mails reach them in it. Only a language the tenant offers is kept; the answer says which one that is.
 */
export const preferredLocalePath = '/users/v1/user/preferred-locale';
export const preferredLocaleBodySchema = z.object({ locale: z.enum(supportedLocales) });
export type PreferredLocaleBody = z.infer<typeof preferredLocaleBodySchema>;
export const preferredLocaleResponseSchema = envelopeSchema(z.object({ locale: z.enum(supportedLocales) }));
