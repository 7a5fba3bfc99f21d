import { z } from 'zod';
import { signupMessages } from '@/lib/api/contract/signup';
import { meetsSignupPasswordRules } from './password-rules';

/** Translation keys (namespace signup) of the account step's messages. */
export const accountMessages = {
  empty: 'account.errors.empty',
  email: 'account.errors.email',
  password: 'account.errors.password',
  mismatch: 'account.errors.mismatch',
  terms: 'account.errors.terms',
  duplicate: 'account.errors.duplicate',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = z.string().trim().min(1, accountMessages.empty);

/** Step 1 (docs/product/signup.md#account-settings-validation): every field required, the password rules, matching passwords, terms ticked. */
export const accountSchema = z
  .object({
    email: required.regex(emailPattern, accountMessages.email),
    password: z.string().min(1, accountMessages.empty).refine(meetsSignupPasswordRules, accountMessages.password),
    password2: z.string().min(1, accountMessages.empty),
    termsAndConditions: z.boolean().refine((v) => v, accountMessages.terms),
  })
  .superRefine((values, ctx) => {
    if (values.password2 && values.password !== values.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: accountMessages.mismatch });
    }
  });
export type AccountValues = z.input<typeof accountSchema>;

const byServerText = new Map<string, string>(
  (Object.keys(accountMessages) as (keyof typeof accountMessages)[]).map((k) => [
    signupMessages[k],
    accountMessages[k],
  ]),
);

/** The server's field text as one of our keys when we know it (so it shows translated), else as sent. */
export function serverFieldMessage(text: string): { key: string } | { text: string } {
  const key = byServerText.get(text);
  return key ? { key } : { text };
}
