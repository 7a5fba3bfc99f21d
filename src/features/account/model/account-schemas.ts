import { z } from 'zod';
import { isEmailFormat, isIsoDate, isPhoneLongEnough, isStrongPassword } from '@/lib/api/contract/account';
import { isPlainText, isSingleLine } from '@/lib/api/contract/text';

/**
 * Form schemas of the account pages. The rules are the contract's (the server
 * applies the same ones); the messages are `account` translation keys.
 */
export const accountErrorKeys = {
  emailRequired: 'reset.errors.emailRequired',
  emailInvalid: 'errors.emailInvalid',
  passwordRules: 'password.errors.rules',
  mismatch: 'password.errors.mismatch',
  oldRequired: 'security.errors.oldRequired',
  firstName: 'profile.errors.firstName',
  lastName: 'profile.errors.lastName',
  birthday: 'profile.errors.birthday',
  profileEmail: 'profile.errors.email',
  phone: 'profile.errors.phone',
  street: 'profile.errors.street',
  block: 'profile.errors.block',
  postalCode: 'profile.errors.postalCode',
  invisible: 'profile.errors.invisible',
  lineBreaks: 'profile.errors.lineBreaks',
} as const;

const k = accountErrorKeys;
/** Names and addresses are shown to staff: the contract's plain-text rule (no invisible formatting characters). */
const plain = (schema: z.ZodString) => schema.refine(isPlainText, k.invisible);
/** A name is one line as well: it goes into mails and calendar invites. */
const name = (schema: z.ZodString) => plain(schema).refine(isSingleLine, k.lineBreaks);

export const emailStepSchema = z.object({
  email: z.string().trim().min(1, k.emailRequired).refine(isEmailFormat, k.emailInvalid),
});
export type EmailStepValues = z.input<typeof emailStepSchema>;

const passwordPair = {
  password: z.string().refine(isStrongPassword, k.passwordRules),
  repeat: z.string(),
};
const mustMatch = (v: { password: string; repeat: string }, ctx: z.RefinementCtx) => {
  if (v.password !== v.repeat) ctx.addIssue({ code: 'custom', path: ['repeat'], message: k.mismatch });
};

export const newPasswordSchema = z.object(passwordPair).superRefine(mustMatch);
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

export const changePasswordSchema = z
  .object({ old: z.string().min(1, k.oldRequired), ...passwordPair })
  .superRefine(mustMatch);
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

export const personalInfoFormSchema = z.object({
  firstname: name(z.string().trim().min(1, k.firstName)),
  lastname: name(z.string().trim().min(1, k.lastName)),
  gender: z.enum(['Male', 'Female']).nullable(),
  birthday: z
    .string()
    .nullable()
    .refine((v) => v === null || v === '' || isIsoDate(v), k.birthday),
});
export type PersonalInfoValues = z.input<typeof personalInfoFormSchema>;

export const emailDraftSchema = z.object({
  value: z.string().trim().min(1, k.profileEmail).refine(isEmailFormat, k.emailInvalid),
});
export const numberDraftSchema = z.object({ value: z.string().refine(isPhoneLongEnough, k.phone) });
export const addressDraftSchema = z.object({
  street: plain(z.string().trim().min(1, k.street)),
  block: plain(z.string().trim().min(1, k.block)),
  postalCode: plain(z.string().trim().min(1, k.postalCode)),
  buildingName: plain(z.string()),
  level: plain(z.string()),
  number: plain(z.string()),
  country: plain(z.string()),
  region: plain(z.string()),
  city: plain(z.string()),
});
export type AddressDraft = z.input<typeof addressDraftSchema>;

/**
 * My Account as one form: personal information plus the unsaved new rows.
 * The drafts are a nested object of optional fields rather than a field array:
 * there is at most one new row per type (docs/product/account.md#profile-items),
 * so each has a fixed path (`drafts.email`, `drafts.address.street`…) and an
 * absent key simply means no row of that type is open.
 */
export const myAccountFormSchema = personalInfoFormSchema.extend({
  drafts: z.object({
    email: emailDraftSchema.shape.value.optional(),
    contact_number: numberDraftSchema.shape.value.optional(),
    address: addressDraftSchema.optional(),
  }),
});
export type MyAccountValues = z.input<typeof myAccountFormSchema>;

/** Field → message key of the first failure of each field, or {} when valid. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0] ?? '_')] ??= issue.message;
  return out;
}
