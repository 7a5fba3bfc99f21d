import { z } from 'zod';
import { paletteRoles, type PaletteRole } from '../../../themes/palette';
import { isIanaTimeZone } from '../format/dates';
import { countries, phoneRegions, supportedLocales } from './countries';

const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'a colour as #rgb or #rrggbb' });

const paletteShape = Object.fromEntries(paletteRoles.map((r) => [r, hexColour])) as Record<
  PaletteRole,
  typeof hexColour
>;
export const paletteSchema = z.strictObject(paletteShape);

function isIsoCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('currency');
  return known ? known.includes(code) : true;
}

const tenantId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'a lower-case slug like "ava-sg"' });
const sameOriginOrHttps = z
  .string()
  .regex(/^(https:\/\/[^\s]+|\/[^/\\\s][^\s]*)$/, { message: 'an https:// URL or a same-origin path' });

const httpsUrl = z.url({ protocol: /^https$/, message: 'an https:// URL' });

/**
 * A partner's OpenID Connect provider (authorization code + PKCE). The client secret is never here: it comes
 * from the environment (OIDC_CLIENT_SECRET_<TENANT>, docs/deploy.md), and OIDC_ISSUER_<TENANT> may set or
 * replace the issuer per deployment.
 */
const oidcSchema = z.strictObject({
  /** The provider's issuer URL (its discovery document lives under it); absent: only from the environment. */
  issuer: httpsUrl.optional(),
  clientId: z.string().min(1).max(200),
  /** Always includes openid; the server asks for exactly these. */
  scopes: z
    .array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, { message: 'a scope token such as "email"' }))
    .min(1)
    .refine((s) => s.includes('openid'), { message: 'must include "openid"' })
    .default(['openid', 'email']),
  /**
   * The claim whose value is the portal account's e-mail. For "email" the provider must also assert
   * email_verified. A person without an account is refused, never provisioned (docs/decisions/0063-partner-sign-on.md).
   */
  accountClaim: z
    .string()
    .regex(/^[\w.:-]{1,100}$/)
    .default('email'),
});

export const manifestSchema = z.strictObject({
  $schema: z.string().optional(),
  id: tenantId,
  displayName: z.string().min(1).max(60),
  legalName: z.string().min(1),
  isDefault: z.boolean().default(false),
  logo: z.string().regex(/^[\w.-]+\.svg$/, { message: 'an .svg file name in the tenant folder' }),
  favicon: z
    .string()
    .regex(/^[\w.-]+\.svg$/, { message: 'an .svg file name in the tenant folder' })
    .optional(),
  country: z.enum(countries),
  timeZone: z.string().refine(isIanaTimeZone, { message: 'an IANA time zone such as Asia/Singapore' }),
  phoneRegion: z.enum(phoneRegions),
  locales: z
    .strictObject({
      default: z.enum(supportedLocales),
      offered: z.array(z.enum(supportedLocales)).min(1),
    })
    // Refined here rather than on the whole manifest so the check still runs
    // (and is reported) when an unrelated field elsewhere is invalid.
    .superRefine((l, ctx) => {
      if (!l.offered.includes(l.default)) {
        ctx.addIssue({
          code: 'custom',
          path: ['default'],
          input: l.default,
          message: `one of locales.offered (${l.offered.join(', ')})`,
        });
      }
    }),
  currency: z.strictObject({
    code: z.string().refine(isIsoCurrency, { message: 'an ISO 4217 currency code such as SGD' }),
    label: z.string().min(1),
  }),
  tax: z.strictObject({ taxName: z.string().min(1), taxPercent: z.number().min(0).max(100) }),
  login: z
    .strictObject({
      /** password: e-mail + password form; external: the login route hands over to another login page. */
      variant: z.enum(['password', 'external']),
      signUp: z.boolean(),
      externalUrl: sameOriginOrHttps.optional(),
      landingPopup: z.boolean().default(false),
      /**
       * Forgot password answers an unknown address with "E-mail doesn't exist" (the spec). Off, known and unknown
       * addresses get the same 200 and body, so the form cannot be used to learn who has an account.
       */
      revealUnknownEmail: z.boolean().default(true),
      /** Partner sign-on over OpenID Connect; the login route then hands over to the server's start route. */
      oidc: oidcSchema.optional(),
    })
    .superRefine((l, ctx) => {
      if (l.variant === 'external' && !l.externalUrl && !l.oidc) {
        ctx.addIssue({
          code: 'custom',
          path: ['externalUrl'],
          message: 'a URL, required when login.variant is "external" without login.oidc',
        });
      }
      if (l.oidc && l.variant !== 'external') {
        ctx.addIssue({ code: 'custom', path: ['oidc'], message: 'only for login.variant "external"' });
      }
    }),
  links: z.strictObject({ privacyStatement: httpsUrl, terms: httpsUrl }),
  features: z.strictObject({
    /** Case Details offers Reschedule (spec: the default client only). */
    reschedule: z.boolean(),
    /** Doctor search by diagnosis or procedure (spec: Malaysia). */
    diagnosisProcedureSearch: z.boolean(),
    healthScreening: z.boolean().default(true),
    preAuthorisation: z.boolean().default(true),
    /** Months an end date may lie after a start date in worklist filters. */
    dateRangeMonths: z.number().int().min(1).max(24).default(3),
  }),
  /**
   * Appointment rules beyond the spec (docs/decisions/0054-waiting-list-and-self-cancel.md); absent means the defaults.
   */
  appointments: z
    .strictObject({
      /** A patient may cancel their own booked appointment until this many hours before it starts. */
      selfCancelCutoffHours: z.number().int().min(0).max(720).default(24),
      /** A freed place offered from a waiting list is held this many minutes for the patient. */
      waitingListHoldMinutes: z.number().int().min(5).max(10080).default(120),
    })
    .default({ selfCancelCutoffHours: 24, waitingListHoldMinutes: 120 }),
  palettes: z.strictObject({ light: paletteSchema, dark: paletteSchema }),
  api: z.strictObject({
    /** Fixed value of the Authorization header every call carries. */
    authorization: z.string().min(1),
    /** Service a doctor-type login's sidebar is requested for. */
    doctorSidebarService: z.string().min(1).default('doctor-portal'),
  }),
});

export type TenantManifest = z.output<typeof manifestSchema>;
export type TenantManifestInput = z.input<typeof manifestSchema>;
