import { z } from 'zod';
import { errorReasons } from './error-reasons';
import { pds, seg, signerRoles } from './pre-authorisation/paf';
import { envelopeSchema } from './envelope';
import { nameText } from './text';

/**
 * QR signing (docs/decisions/0007-pre-authorisation.md): the signer opens a single-use, expiring link
 * on a phone; no account, the token is the only credential.
 */
export const signingPaths = {
  link: (token: string) => `${pds}/signing/${seg(token)}`,
} as const;

/** The phone page's route, relative to /app. */
export const signingPageHref = (token: string, clientId: string) =>
  `/epaf/sign/${encodeURIComponent(token)}?client=${encodeURIComponent(clientId)}`;

export const signingTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const signingSummarySchema = z.object({
  caseId: z.string(),
  roleType: z.enum(signerRoles),
  signerName: z.string(),
  patientName: z.string(),
  payorName: z.string(),
  admissionDate: z.string().nullable(),
  admittingHospital: z.string().nullable(),
  expiresAt: z.string(),
});
export type SigningSummary = z.infer<typeof signingSummarySchema>;
export const signingSummaryResponseSchema = envelopeSchema(signingSummarySchema);

/** A drawn signature is a PNG data URL (bounded); a typed one is the signer's name. */
export const signBodySchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('drawn'),
    imageDataUrl: z
      .string()
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
      .max(200_000),
  }),
  z.object({ method: z.literal('typed'), typedName: nameText(200).min(1) }),
]);
export type SignBody = z.infer<typeof signBodySchema>;
export const signResponseSchema = envelopeSchema(
  z.object({ caseId: z.string(), roleType: z.enum(signerRoles), signed: z.literal(true) }),
);

/** The refusal of a typed name that is not the signer's (signing-name.ts), for the page to translate. */
export const typedNameReason = 'signing.typedNameMismatch';

export const linkUsedMessage = errorReasons['signing.linkUsed'];
export const linkExpiredMessage = errorReasons['signing.linkExpired'];
