import { z } from 'zod';

/** The query strings of the partner sign-on routes; the routes themselves and the refusal reasons are in sso-paths.ts. */
export const oidcStartQuerySchema = z.object({
  /** Where to land after sign-in; kept only when it is a safe app path. */
  returnTo: z.string().max(2048).optional(),
});

export const oidcCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
