import { isValidPhoneNumber, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/max';
import type { RegistrationValues } from '../../../src/lib/api/contract/signup';
import { registrationInputNames } from '../../../src/lib/api/contract/signup';
import { isCalendarDate } from '../../../src/lib/api/contract/calendar-date';
import {
  invisibleCharactersMessage,
  isPlainText,
  isSingleLine,
  nameControlCharactersMessage,
} from '../../../src/lib/api/contract/text';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { todayIn } from '../../lib/dates';

export const registrationVersion = '1';

export const registrationLabels: Record<(typeof registrationInputNames)[number], string> = {
  firstname: 'First Name',
  lastname: 'Last Name',
  gender: 'Gender',
  dateofbirth: 'Date of Birth',
  mobilenumber: 'Mobile Number',
};

/** One message per field ('' when fine), in the form order; the spec's personal-profile rules. */
export function validateRegistration(values: RegistrationValues, tenant: TenantManifest, now: Date) {
  const region = tenant.phoneRegion as CountryCode;
  const check = (name: (typeof registrationInputNames)[number]): string => {
    const value = (values[name] ?? '').trim();
    const label = registrationLabels[name];
    if (!value) return `${label} cannot be empty`;
    switch (name) {
      case 'gender':
        return value === 'Male' || value === 'Female' ? '' : 'Please select Male or Female';
      case 'dateofbirth':
        if (!isCalendarDate(value)) return `${label} must be a valid date`;
        return value > todayIn(tenant.timeZone, now) ? `${label} cannot be in the future` : '';
      case 'mobilenumber':
        return isValidPhoneNumber(value, region) ? '' : `${label} is not valid`;
      case 'firstname':
      case 'lastname':
        if (value.length > 100) return `${label} is too long`;
        if (!isPlainText(value)) return invisibleCharactersMessage;
        return isSingleLine(value) ? '' : nameControlCharactersMessage;
    }
  };
  return registrationInputNames.map((inputName) => ({ inputName, errorMsg: check(inputName) }));
}

/** Stored in E.164 so every screen formats it the same way. */
export const toE164 = (value: string, tenant: TenantManifest) =>
  parsePhoneNumberWithError(value.trim(), tenant.phoneRegion).number;
