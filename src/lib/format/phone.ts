import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A stored phone number in libphonenumber's international format
 * (`+65 9123 4567`); a number without a country code is read as one of
 * `region` (the tenant's phone region). Anything that is not a valid number
 * is shown exactly as stored, so a typo is never hidden behind a reformatting.
 *
 * The bare `libphonenumber-js` import is its "min" metadata build, the same
 * copy `react-phone-number-input` loads, so pages never ship two.
 */
export function formatPhone(stored: string, region?: CountryCode): string {
  const parsed = parsePhoneNumberFromString(stored, region);
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
