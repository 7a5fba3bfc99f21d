import { useTranslation } from 'react-i18next';
import { LazyPhoneInput as PhoneInput } from '@/components/ui/phone-input/lazy-phone-input';
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import { othersIdDocType } from '@/lib/api/contract/pre-authorisation/paf';
import { useTenant } from '@/lib/tenant/tenant-context';
import type { PersonValues } from '../model/patient-section';
import { FieldGrid } from './paf-layout';

/** Props of the name, ID and contact inputs shared by patient, policyholder and guardian. */
export interface PersonFieldsProps<T extends PersonValues> {
  /** Path prefix of error keys and input names: patient, policyOwner or guardian. */
  prefix: string;
  values: T;
  onChange: (values: T) => void;
  /** Field path → translated error. */
  errors: Record<string, string | undefined>;
  /** The payor's ID types (plus Others, added here). */
  idTypes: ReadonlyArray<{ code: string; label: string }>;
  /** Disables every input (the guardian copied from the policyholder). */
  isDisabled?: boolean;
  /** Hides e-mail and mobile handling: cleared and disabled for a minor. */
  contactDisabled?: boolean;
}

export function PersonFields<T extends PersonValues>({
  prefix,
  values,
  onChange,
  errors,
  idTypes,
  isDisabled = false,
  contactDisabled = false,
}: PersonFieldsProps<T>) {
  const { t } = useTranslation('pre-authorisation');
  const { manifest } = useTenant();
  const set = (key: keyof PersonValues) => (value: string) => onChange({ ...values, [key]: value });
  const error = (key: keyof PersonValues) => errors[`${prefix}.${key}`];
  const options = [
    ...idTypes.map((d) => ({ id: d.code, label: d.label })),
    { id: othersIdDocType, label: t('person.others') },
  ];
  return (
    <FieldGrid>
      <TextField
        label={t('person.firstName')}
        name={`${prefix}.firstName`}
        value={values.firstName}
        onChange={set('firstName')}
        errorMessage={error('firstName')}
        isDisabled={isDisabled}
        isRequired
        autoComplete="off"
      />
      <TextField
        label={t('person.lastName')}
        name={`${prefix}.lastName`}
        value={values.lastName}
        onChange={set('lastName')}
        errorMessage={error('lastName')}
        isDisabled={isDisabled}
        isRequired
        autoComplete="off"
      />
      <Select
        label={t('person.idType')}
        options={options}
        selectedKey={values.identificationDocType || null}
        onSelectionChange={(key) => set('identificationDocType')(String(key))}
        errorMessage={error('identificationDocType')}
        isDisabled={isDisabled}
        isRequired
      />
      {values.identificationDocType === othersIdDocType ? (
        <TextField
          label={t('person.idTypeOthers')}
          name={`${prefix}.identificationDocTypeOthers`}
          value={values.identificationDocTypeOthers}
          onChange={set('identificationDocTypeOthers')}
          errorMessage={error('identificationDocTypeOthers')}
          isDisabled={isDisabled}
          isRequired
        />
      ) : null}
      <TextField
        label={t('person.idNumber')}
        name={`${prefix}.identificationDocNum`}
        value={values.identificationDocNum}
        onChange={set('identificationDocNum')}
        errorMessage={error('identificationDocNum')}
        isDisabled={isDisabled}
        isRequired
        autoComplete="off"
      />
      <TextField
        label={t('person.email')}
        name={`${prefix}.email`}
        type="email"
        value={values.email}
        onChange={set('email')}
        errorMessage={error('email')}
        isDisabled={isDisabled || contactDisabled}
        isRequired={!contactDisabled}
        autoComplete="off"
      />
      <PhoneInput
        label={t('person.mobile')}
        value={values.mobile || undefined}
        onChange={(v) => set('mobile')(v ?? '')}
        defaultCountry={manifest.phoneRegion}
        errorMessage={error('mobile')}
        isDisabled={isDisabled || contactDisabled}
        isRequired={!contactDisabled}
      />
    </FieldGrid>
  );
}
