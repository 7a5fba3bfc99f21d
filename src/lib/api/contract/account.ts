import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { clientNameSchema, envelopeSchema } from './envelope';
import { passwordChecks } from './signup';
import { isCalendarDate } from './calendar-date';
import { isPlainText, isSingleLine, invisibleCharactersMessage, nameControlCharactersMessage } from './text';

/*
 * Password reset, change password and My Account (docs/product/account.md#reset-password, #profile-pages, #profile-data, #password-rules,
 * docs/product/account.md#account-calls). The paths keep the spec's own `/users` and `/auth` prefixes.
 */
export const forgotPasswordPath = '/users/v1/user/forgot-password';
export const verifyOtpPath = '/auth/v1/auth/verify-otp';
export const resetPasswordPath = '/users/v1/user/reset-password';
export const changePasswordPath = '/users/v1/user/change-password';
export const profilePath = '/users/v1/user/profile';
export const profileLocationsPath = '/users/v1/user/locations';
/** Demo mode only (DEMO_MODE=1): mail sent to demo addresses, newest first. */
export const devMailboxPath = '/dev/mailbox';
export const devMailboxPagePath = '/dev/mailbox.html';

export const profileItemTypes = ['email', 'contact_number', 'address'] as const;
export const profileItemTypeSchema = z.enum(profileItemTypes);
export type ProfileItemType = z.infer<typeof profileItemTypeSchema>;
export const profileItemPath = (type: ProfileItemType) => `${profilePath}/${type}`;
export const profileItemIdPath = (type: ProfileItemType, id: string) =>
  `${profilePath}/${type}/${encodeURIComponent(id)}`;
export const preferredItemPath = (type: ProfileItemType, id: string) => `${profileItemIdPath(type, id)}/preferred`;

/** Verification codes: 6 characters, 90 s between sends (docs/product/account.md#resend-code). */
export const otpLength = 6;
export const resendWaitSeconds = 90;

/** Exact English texts the server sends; the client shows its own translations. */
export const accountMessages = {
  emailRequired: 'Please fill your e-mail address',
  emailUnknown: "E-mail doesn't exist",
  emailInvalid: 'E-mail address must be valid',
  codeFormat: 'The code has 6 letters or digits.',
  codeInvalid: 'Invalid Code!',
  passwordRules: 'Password does not meet the requirement',
  passwordMismatch: 'Passwords don’t match',
  oldPasswordRequired: 'Please fill your current password',
  oldPasswordWrong: 'Your current password is not correct.',
  firstName: 'First name should be filled',
  lastName: 'Last name should be filled',
  profileEmail: 'E-mail address should be filled',
  phone: 'Please enter valid phone number',
  street: 'Street cannot be empty',
  block: 'Block cannot be empty',
  postalCode: 'Postal code cannot be empty',
  birthday: 'Birthday must be a past date (yyyy-MM-dd)',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The spec's e-mail format rule (docs/product/account.md#profile-validation). */
export const isEmailFormat = (value: string) => emailPattern.test(value.trim());

/** Reset and change password rule: 8+ characters, upper, lower, special (@$!%*?#&) and a digit. */
export const isStrongPassword = (pw: string) => Object.values(passwordChecks(pw)).every(Boolean);

/** Six letters or digits, in any case (codes are compared upper-case). */
export const isOtpFormat = (code: string) => new RegExp(`^[A-Za-z0-9]{${otpLength}}$`).test(code);

/** docs/product/account.md#profile-validation: a number needs at least 6 digits besides the country code. */
export function isPhoneLongEnough(value: string): boolean {
  const parsed = parsePhoneNumberFromString(value.trim());
  return !!parsed && parsed.nationalNumber.length >= 6 && parsed.nationalNumber.length <= 15;
}

/** yyyy-MM-dd that is a real calendar date in the accepted range (contract/calendar-date). */
export const isIsoDate = isCalendarDate;

// ── Reset password ───────────────────────────────────────────────────────────

const requiredEmail = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(254)
  .refine(isEmailFormat, accountMessages.emailInvalid);

export const forgotPasswordRequestSchema = z.object({ email: requiredEmail, clientName: clientNameSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** When the code expires and when another may be asked for (ISO instants). */
export const codeSentSchema = z.object({ expiresAt: z.string(), resendAt: z.string() });
export const forgotPasswordResponseSchema = envelopeSchema(codeSentSchema);

export const verifyOtpRequestSchema = z.object({
  user_email: requiredEmail,
  verification_code: z.string().trim().refine(isOtpFormat, accountMessages.codeFormat),
  clientName: clientNameSchema,
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;
/** The reset grant itself travels as an HttpOnly cookie; the body only says how long it lasts. */
export const verifyOtpResponseSchema = envelopeSchema(z.object({ expiresAt: z.string() }));

const newPassword = z.string().max(200).refine(isStrongPassword, accountMessages.passwordRules);
export const resetPasswordRequestSchema = z.object({ new_password: newPassword });
export const resetPasswordResponseSchema = envelopeSchema(z.object({ link: z.string() }));

// ── Change password ──────────────────────────────────────────────────────────

export const changePasswordRequestSchema = z
  .object({
    old_password: z.string().min(1, accountMessages.oldPasswordRequired).max(200),
    new_password: newPassword,
    repeat_password: z.string().max(200),
  })
  .superRefine((v, ctx) => {
    if (v.new_password !== v.repeat_password) {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: accountMessages.passwordMismatch });
    }
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = envelopeSchema(z.object({ changed: z.literal(true) }));

// ── Profile ──────────────────────────────────────────────────────────────────

/** 'true' / 'false' as strings, as the spec's profile items carry them. */
export const preferredFlagSchema = z.enum(['true', 'false']);

export const contactItemSchema = z.object({
  id: z.string(),
  value: z.string(),
  preferred: preferredFlagSchema,
  type: z.literal('Personal'),
});
export type ContactItem = z.infer<typeof contactItemSchema>;

export const addressItemSchema = z.object({
  id: z.string(),
  type: z.literal('Personal'),
  /** level-number, e.g. 05-12, when both are given. */
  unit: z.string(),
  level: z.string(),
  number: z.string(),
  block: z.string(),
  street: z.string(),
  buildingName: z.string(),
  postalCode: z.string(),
  locality: z.string(),
  city: z.string(),
  country: z.string(),
  region: z.string(),
  /** One-line address for display. */
  location: z.string(),
  preferred: preferredFlagSchema,
});
export type AddressItem = z.infer<typeof addressItemSchema>;

export const genders = ['Male', 'Female'] as const;

export const profileSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(genders).nullable(),
  birthday: z.string().nullable(),
  email: z.array(contactItemSchema),
  contact_number: z.array(contactItemSchema),
  address: z.array(addressItemSchema),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = envelopeSchema(profileSchema);

// Profile names and addresses are shown to staff: plain text only (contract/text).
const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max).refine(isPlainText, invisibleCharactersMessage);
const optionalText = (max = 100) =>
  z.string().trim().max(max).refine(isPlainText, invisibleCharactersMessage).default('');

export const personalInfoSchema = z.object({
  firstname: requiredText(accountMessages.firstName).refine(isSingleLine, nameControlCharactersMessage),
  lastname: requiredText(accountMessages.lastName).refine(isSingleLine, nameControlCharactersMessage),
  gender: z.enum(genders).nullable().default(null),
  birthday: z
    .string()
    .nullable()
    .default(null)
    .refine((v) => v === null || v === '' || isIsoDate(v), accountMessages.birthday)
    .transform((v) => (v === '' ? null : v)),
});
export type PersonalInfo = z.input<typeof personalInfoSchema>;

export const newEmailSchema = z.object({
  value: z
    .string({ error: accountMessages.profileEmail })
    .trim()
    .min(1, accountMessages.profileEmail)
    .max(254)
    .refine(isEmailFormat, accountMessages.emailInvalid),
});
export const newContactNumberSchema = z.object({
  value: z.string({ error: accountMessages.phone }).trim().max(20).refine(isPhoneLongEnough, accountMessages.phone),
});
export const newAddressSchema = z.object({
  street: requiredText(accountMessages.street, 200),
  block: requiredText(accountMessages.block, 40),
  postalCode: requiredText(accountMessages.postalCode, 20),
  buildingName: optionalText(200),
  level: optionalText(10),
  number: optionalText(10),
  country: optionalText(60),
  region: optionalText(100),
  city: optionalText(100),
});
export type NewAddress = z.input<typeof newAddressSchema>;

export const profileItemParamsSchema = z.object({ type: profileItemTypeSchema });
export const profileItemIdParamsSchema = z.object({ type: profileItemTypeSchema, id: z.string().min(1).max(64) });
export const profileItemResponseSchema = envelopeSchema(z.union([contactItemSchema, addressItemSchema]));
export const deletedResponseSchema = envelopeSchema(z.object({ deleted: z.literal(true) }));

/** Country → region → cities, for the address pickers; the tenant's country comes first. */
export const locationTreeSchema = z.array(
  z.object({ country: z.string(), regions: z.array(z.object({ region: z.string(), cities: z.array(z.string()) })) }),
);
export type LocationTree = z.infer<typeof locationTreeSchema>;
export const locationsResponseSchema = envelopeSchema(locationTreeSchema);

export const devMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  sentAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;
export const devMailboxResponseSchema = envelopeSchema(z.array(devMailSchema));
