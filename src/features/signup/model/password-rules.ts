import { passwordChecks } from '@/lib/api/contract/signup';

/** The sign-up password rules (docs/product/signup.md#password-rules), in the order the checklist shows them. */
export const signupPasswordRules = ['length', 'digit', 'upper', 'special'] as const;
export type SignupPasswordRule = (typeof signupPasswordRules)[number];

/** Translation keys (namespace signup) of each rule's line in the checklist. */
export const passwordRuleKeys: Record<SignupPasswordRule, string> = {
  length: 'account.rules.length',
  digit: 'account.rules.digit',
  upper: 'account.rules.upper',
  special: 'account.rules.special',
};

/**
 * Which rules a password meets. Built on the contract's checks, which the
 * server applies too, so client and server can never disagree on a password.
 */
export function checkSignupPassword(password: string): Record<SignupPasswordRule, boolean> {
  const checks = passwordChecks(password);
  return { length: checks.length, digit: checks.digit, upper: checks.upper, special: checks.special };
}

/** True when every sign-up rule is met. */
export const meetsSignupPasswordRules = (password: string) =>
  Object.values(checkSignupPassword(password)).every(Boolean);
