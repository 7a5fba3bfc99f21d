/*
 * No zod here: the login route imports this file, and its first load must stay small.
 */

/**
 * Refusals the server sends with a stable code (the envelope's `error.reason`) that the client words in the
 * reader's language: `reasons.<code>` in the common namespace, `{{seconds}}` / `{{minutes}}` from Retry-After.
 * The English text travels beside the code for API clients and logs; a test holds every locale to these codes.
 */
export const errorReasons = {
  'auth.invalidCredentials': 'Invalid e-mail or password.',
  'auth.tooManyAttempts': 'Too many attempts. Please try again later.',
  'auth.loginLinkInvalid': 'This sign-in link is invalid or has expired.',
  'signing.invalidLink': 'This signing link is not valid.',
  'signing.linkUsed': 'This signing link has already been used.',
  'signing.linkExpired': 'This signing link has expired.',
  'account.itemExists': 'This item is already in your list.',
  'code.resendWait': 'Please wait before asking for a new code.',
  'code.hourlyLimit': 'Too many codes were sent. Please try again in an hour.',
  'worklists.rangeReversed': 'The end date cannot be before the start date.',
} as const;

export type ErrorReason = keyof typeof errorReasons;

export const isErrorReason = (value: string | undefined): value is ErrorReason =>
  value !== undefined && Object.hasOwn(errorReasons, value);
