import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Why a phone number was refused, as a `ui` translation key suffix. */
export type PhoneProblem = 'required' | 'invalid';

/**
 * Checks a phone value (E.164 from PhoneInput, or typed national digits read in
 * the tenant's region). Returns null when it is acceptable.
 */
export function phoneProblem(
  value: string | null | undefined,
  region: CountryCode,
  { required = false }: { required?: boolean } = {},
): PhoneProblem | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return required ? 'required' : null;
  return isValidPhoneNumber(trimmed, region) ? null : 'invalid';
}

/** The number in E.164 (+6591234567) for the API, or null if it cannot be parsed. */
export function toE164(value: string, region: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(value, region);
  return parsed?.isValid() ? parsed.number : null;
}

/** The `ui` translation key of a problem, e.g. t(phoneProblemKey('invalid')). */
export const phoneProblemKey = (problem: PhoneProblem) => `phoneInput.${problem}` as const;
