import { z } from 'zod';
import { apiPrefix, clientNameSchema, envelopeSchema } from './envelope';

export const signupPath = `${apiPrefix}/signup`;
export const registrationPath = (clientName: string) => `${apiPrefix}/registration/${encodeURIComponent(clientName)}`;
export const registrationValidatePath = (clientName: string) =>
  `${apiPrefix}/registration/validate/${encodeURIComponent(clientName)}`;
export const registerPath = (clientName: string) => `${apiPrefix}/register/${encodeURIComponent(clientName)}`;
export const verificationCodePath = `${apiPrefix}/signup/verification-code`;
export const verifyEmailPath = `${apiPrefix}/signup/verify-email`;

/** Exact spec messages; the client maps them to translation keys. */
export const signupMessages = {
  empty: 'This field cannot be empty',
  email: 'E-mail address must be valid',
  password: 'Password does not meet the requirement',
  mismatch: 'Passwords do not match',
  terms: 'Please agree to the Terms and Conditions',
  duplicate: 'This e-mail is already registered.',
  codeFormat: 'Enter the 6-character code from the e-mail',
  codeInvalid: 'This code is wrong or has expired. Ask for a new one.',
  /** A patient who has not confirmed their address asks for a request (server/modules/appointments/new-request.ts). */
  unverified: 'Please confirm your e-mail address before making a request.',
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec special characters: @$!%*?#& */
export const passwordChecks = (pw: string) => ({
  length: pw.length >= 8,
  digit: /\d/.test(pw),
  upper: /[A-Z]/.test(pw),
  lower: /[a-z]/.test(pw),
  special: /[@$!%*?#&]/.test(pw),
});
/** Sign-up rule (docs/product/signup.md#password-rules): 8+ characters, a digit, an uppercase letter, a special character. */
export const isSignupPasswordValid = (pw: string) => {
  const c = passwordChecks(pw);
  return c.length && c.digit && c.upper && c.special;
};

const required = z.string({ error: signupMessages.empty }).min(1, signupMessages.empty);

export const signupRequestSchema = z
  .object({
    email: required.max(254).pipe(z.string().trim().regex(emailPattern, signupMessages.email)),
    password: required.max(200).refine(isSignupPasswordValid, signupMessages.password),
    password2: required.max(200),
    termsAndConditions: z.literal(true, { error: signupMessages.terms }),
    clientName: clientNameSchema,
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: signupMessages.mismatch });
    }
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;
export const signupResponseSchema = envelopeSchema(z.object({ userId: z.string() }));

export const registrationInputNames = ['firstname', 'lastname', 'gender', 'dateofbirth', 'mobilenumber'] as const;
export const registrationFieldSchema = z.object({
  inputName: z.enum(registrationInputNames),
  uiLabel: z.string(),
  type: z.enum(['textfield', 'radio', 'date', 'phoneNumber']),
  isRequired: z.boolean(),
  options: z.array(z.string()).optional(),
  /** Phone fields: the tenant's default region (SG, MY, ID, HK). */
  defaultCountry: z.string().optional(),
});
export const registrationDefinitionSchema = z.object({ version: z.string(), fields: z.array(registrationFieldSchema) });
export const registrationDefinitionResponseSchema = envelopeSchema(registrationDefinitionSchema);

const value = z.string().max(200).optional();
/** Values as typed; every rule is applied by the server and reported per field. */
export const registrationValuesSchema = z.object({
  firstname: value,
  lastname: value,
  gender: value,
  dateofbirth: value,
  mobilenumber: value,
});
export type RegistrationValues = z.infer<typeof registrationValuesSchema>;
export const registrationValidateResponseSchema = envelopeSchema(
  z.object({ fields: z.array(z.object({ inputName: z.enum(registrationInputNames), errorMsg: z.string() })) }),
);

export const registerRequestSchema = registrationValuesSchema.extend({
  userId: z.string().min(1).max(64),
  version: z.string().max(20),
  /** Pattern the client formatted dateofbirth with; the server accepts yyyy-MM-dd. */
  bdayDtPattern: z.string().max(40),
});
/** `email`: where the verification code went; the account can make requests once it is confirmed. */
export const registerResponseSchema = envelopeSchema(
  z.object({ userId: z.string(), link: z.string(), email: z.string() }),
);

const emailField = required.max(254).pipe(z.string().trim().regex(emailPattern, signupMessages.email));

/** Ask for a (new) code to confirm the address: after registration, or for an account signed up before. */
export const verificationCodeRequestSchema = z.object({ clientName: clientNameSchema, email: emailField });
export const verificationCodeResponseSchema = envelopeSchema(z.object({ resendAt: z.string() }));

export const verifyEmailRequestSchema = z.object({
  clientName: clientNameSchema,
  email: emailField,
  // The reset code's shape (account.ts otpLength, the same generator); account.ts imports this file, so not from there.
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6}$/, signupMessages.codeFormat),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = envelopeSchema(z.object({ verified: z.literal(true) }));
