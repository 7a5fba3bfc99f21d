import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LazyDatePicker as DatePicker } from '@/components/ui/date-picker/lazy-date-picker';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { TextField } from '@/components/ui/text-field/text-field';
import { todayInZone } from '@/lib/format/dates';
import { useTenant } from '@/lib/tenant/tenant-context';
import type { PersonalInfoValues } from '../../model/account-schemas';
import { Section, SectionTitle } from './account-layout';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Props: the personal information being edited, its errors (translation keys) and the setter. */
export interface PersonalInfoSectionProps {
  value: PersonalInfoValues;
  errors: Record<string, string>;
  onChange: (next: PersonalInfoValues) => void;
}

/** First and last name, gender and birthday (yyyy-MM-dd, not after today in the tenant's zone). */
export function PersonalInfoSection({ value, errors, onChange }: PersonalInfoSectionProps) {
  const { t } = useTranslation('account');
  const { manifest } = useTenant();
  const today = todayInZone(manifest.timeZone);
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Section aria-labelledby="personal-heading">
      <SectionTitle id="personal-heading">{t('profile.personal.heading')}</SectionTitle>
      <Grid>
        <TextField
          label={t('profile.personal.firstName')}
          name="firstname"
          autoComplete="given-name"
          value={value.firstname}
          onChange={(v) => onChange({ ...value, firstname: v })}
          isRequired
          errorMessage={err('firstname')}
        />
        <TextField
          label={t('profile.personal.lastName')}
          name="lastname"
          autoComplete="family-name"
          value={value.lastname}
          onChange={(v) => onChange({ ...value, lastname: v })}
          isRequired
          errorMessage={err('lastname')}
        />
        <RadioGroup
          label={t('profile.personal.gender')}
          orientation="horizontal"
          options={[
            { value: 'Male', label: t('profile.personal.male') },
            { value: 'Female', label: t('profile.personal.female') },
          ]}
          value={value.gender ?? ''}
          onChange={(v) => onChange({ ...value, gender: v === 'Male' || v === 'Female' ? v : null })}
        />
        <DatePicker
          label={t('profile.personal.birthday')}
          value={value.birthday ?? null}
          onChange={(v) => onChange({ ...value, birthday: v })}
          timeZone={manifest.timeZone}
          max={today}
          errorMessage={err('birthday')}
        />
      </Grid>
    </Section>
  );
}
