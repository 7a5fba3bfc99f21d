import { z } from 'zod';

/** Translation keys (namespace auth) of the login form's field messages. */
export const loginMessages = { empty: 'login.errors.empty' } as const;

/** Both fields must be filled (spec 02 §5); messages are translation keys. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, loginMessages.empty),
  password: z.string().min(1, loginMessages.empty),
});
export type LoginValues = z.input<typeof loginSchema>;
