import { isStrongPassword } from '@/lib/api/contract/account';
import { passwordChecks } from '@/lib/api/contract/signup';

export const passwordRuleKeys = ['length', 'upper', 'lower', 'special', 'digit'] as const;
export type PasswordRuleKey = (typeof passwordRuleKeys)[number];

/** Each strength rule (docs/product/account.md#password-rules) and whether the password meets it, in display order. */
export function passwordRules(password: string): Array<{ key: PasswordRuleKey; met: boolean }> {
  const checks = passwordChecks(password);
  return passwordRuleKeys.map((key) => ({ key, met: checks[key] }));
}

/** Change password: the button waits until the rules hold and both new entries match. */
export const canSubmitNewPassword = (password: string, repeat: string) =>
  isStrongPassword(password) && password === repeat;
