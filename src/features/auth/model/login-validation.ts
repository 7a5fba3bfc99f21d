/** Translation keys (namespace auth) of the login form's field messages. */
export const loginMessages = { empty: 'login.errors.empty' } as const;

export interface LoginValues {
  email: string;
  password: string;
}

/** A field's message key, present only for fields that fail. */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * Both fields must be filled (docs/product/auth.md#login-validation); messages are translation keys.
 * Plain TypeScript rather than zod: the login route's first load stays free
 * of zod (docs/decisions/0011-bundle-budgets.md); the server still validates with the shared schema.
 */
export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (email.trim().length === 0) errors.email = loginMessages.empty;
  if (password.length === 0) errors.password = loginMessages.empty;
  return errors;
}
