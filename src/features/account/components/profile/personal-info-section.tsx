import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { LazyDatePicker as DatePicker } from '@/components/ui/date-picker/lazy-date-picker';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { FormField, FormTextField } from '@/lib/forms/form-field';
import { todayInZone } from '@/lib/format/dates';
import { useTenant } from '@/lib/tenant/tenant-context';
import type { MyAccountValues } from '../../model/account-schemas';
import { Section, SectionTitle } from './account-layout';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Props: My Account's form, whose personal fields this section edits. */
export interface PersonalInfoSectionProps {
  form: UseFormReturn<MyAccountValues>;
}

/**
 * First and last name, gender and birthday (yyyy-MM-dd, not after today in the tenant's zone).
 * Memoised on the form (one object for the form's life): Save's dialogs and the contact rows
 * re-render the page, and these fields follow the form through their own subscriptions.
 */
export const PersonalInfoSection = memo(function PersonalInfoSection({ form }: PersonalInfoSectionProps) {
  const { t } = useTranslation('account');
  const { manifest } = useTenant();
  const today = todayInZone(manifest.timeZone);
  // Save is disabled while a name is empty, so the names are checked from the start and as they
  // are typed: a message says why at once. The other messages wait for Save, and stay until the next one.
  useEffect(() => {
    void form.trigger(['firstname', 'lastname']);
  }, [form]);
  const name = (field: 'firstname' | 'lastname', autoComplete: string, label: string) => (
    <FormTextField
      form={form}
      name={field}
      ns="account"
      label={t(label)}
      autoComplete={autoComplete}
      isRequired
      clearOnChange={false}
      onValueChange={() => void form.trigger(field)}
    />
  );
  return (
    <Section aria-labelledby="personal-heading">
      <SectionTitle id="personal-heading">{t('profile.personal.heading')}</SectionTitle>
      <Grid>
        {name('firstname', 'given-name', 'profile.personal.firstName')}
        {name('lastname', 'family-name', 'profile.personal.lastName')}
        <FormField
          form={form}
          name="gender"
          ns="account"
          render={({ value, onChange }) => (
            <RadioGroup
              label={t('profile.personal.gender')}
              orientation="horizontal"
              options={[
                { value: 'Male', label: t('profile.personal.male') },
                { value: 'Female', label: t('profile.personal.female') },
              ]}
              value={value ?? ''}
              onChange={(v) => onChange(v === 'Male' || v === 'Female' ? v : null)}
            />
          )}
        />
        <FormField
          form={form}
          name="birthday"
          ns="account"
          clearOnChange={false}
          render={({ value, onChange, errorMessage }) => (
            <DatePicker
              label={t('profile.personal.birthday')}
              value={value ?? null}
              onChange={onChange}
              timeZone={manifest.timeZone}
              max={today}
              errorMessage={errorMessage}
            />
          )}
        />
      </Grid>
    </Section>
  );
});
