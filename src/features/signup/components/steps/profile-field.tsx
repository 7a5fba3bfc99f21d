import { useTranslation } from 'react-i18next';
import type { Country } from 'react-phone-number-input';
import { LazyDatePicker as DatePicker } from '@/components/ui/date-picker/lazy-date-picker';
import { LazyPhoneInput as PhoneInput } from '@/components/ui/phone-input/lazy-phone-input';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextField } from '@/components/ui/text-field/text-field';
import type { registrationFieldSchema } from '@/lib/api/contract/signup';
import { useTenant } from '@/lib/tenant/tenant-context';
import type { z } from 'zod';

export type RegistrationField = z.infer<typeof registrationFieldSchema>;

/** Props: one server-defined field, its value and the server's message for it. */
export interface ProfileFieldProps {
  field: RegistrationField;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/** Renders one field of the registration definition with the matching UI kit control. */
export function ProfileField({ field, value, onChange, errorMessage }: ProfileFieldProps) {
  const { t } = useTranslation('signup');
  const { manifest } = useTenant();
  const label = t(`profile.fields.${field.inputName}`, { defaultValue: field.uiLabel });
  switch (field.type) {
    case 'radio':
      return (
        <RadioGroup
          label={label}
          orientation="horizontal"
          value={value || null}
          onChange={onChange}
          isRequired={field.isRequired}
          errorMessage={errorMessage}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: t(`profile.options.${option}`, { defaultValue: option }),
          }))}
        />
      );
    case 'date':
      return (
        <DatePicker
          label={label}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          timeZone={manifest.timeZone}
          isRequired={field.isRequired}
          errorMessage={errorMessage}
        />
      );
    case 'phoneNumber':
      return (
        <PhoneInput
          label={label}
          value={value || undefined}
          onChange={(next) => onChange(next ?? '')}
          defaultCountry={(field.defaultCountry ?? manifest.phoneRegion) as Country}
          isRequired={field.isRequired}
          errorMessage={errorMessage}
        />
      );
    case 'textfield':
      return (
        <TextField
          label={label}
          name={field.inputName}
          value={value}
          onChange={onChange}
          isRequired={field.isRequired}
          errorMessage={errorMessage}
          autoComplete={
            field.inputName === 'firstname' ? 'given-name' : field.inputName === 'lastname' ? 'family-name' : undefined
          }
        />
      );
  }
}
