import { z } from 'zod';
import { apiPrefix, clientNameSchema, envelopeSchema } from './envelope';

export const roleIds = ['patient', 'agent', 'clinic', 'doctor', 'specialist', 'hospital', 'payor'] as const;
export const roleIdSchema = z.enum(roleIds);
export type RoleId = z.infer<typeof roleIdSchema>;

export const authenticatePath = `${apiPrefix}/access/authenticate`;
export const logoutPath = `${apiPrefix}/access/logout`;
export const sessionPath = `${apiPrefix}/session`;
export const createLoginTokenPath = `${apiPrefix}/access/token`;
/** The spec's token exchange keeps its own `/apis` prefix. */
export const tokenExchangePath = '/apis/v1/authenticate/token';

export const authenticateRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  clientName: clientNameSchema,
  /** Where the user was going before login; used only when it is a safe /app path. */
  refererUrl: z.string().max(2048).nullish(),
});
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

export const linkSchema = z.object({ link: z.string() });
export const authenticateResponseSchema = envelopeSchema(linkSchema);
export const logoutResponseSchema = envelopeSchema(linkSchema);

export const sessionUserSchema = z.object({
  userId: z.string(),
  roleId: roleIdSchema,
  client: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  providerId: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const sessionResponseSchema = envelopeSchema(sessionUserSchema);

export const loginTokenResponseSchema = envelopeSchema(z.object({ token: z.string(), expiresAt: z.string() }));

export const tokenExchangeRequestSchema = z.object({ token: z.string().min(16).max(200) });
export const tokenExchangeResponseSchema = envelopeSchema(sessionUserSchema.extend({ link: z.string() }));

/** Cookies a login sets that scripts may read (spec: session cookies). */
export const readableSessionCookies = ['userId', 'roleId', 'client', 'clientCountry', 'platform', 'os'] as const;
