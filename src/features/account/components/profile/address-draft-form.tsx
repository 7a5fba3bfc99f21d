import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import type { LocationTree } from '@/lib/api/contract/account';
import type { AddressDraft } from '../../model/account-schemas';
import { DraftFrame } from './items-block';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Props of the new-address editor. */
export interface AddressDraftFormProps {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  onRemove: () => void;
  /** Field → translation key. */
  errors: Record<string, string>;
  locations: LocationTree;
}

/** A new address: street, block and postal code required; country → region → city from the location tree. */
export function AddressDraftForm({ value, onChange, onRemove, errors, locations }: AddressDraftFormProps) {
  const { t } = useTranslation('account');
  const set = (field: keyof AddressDraft) => (v: string) => onChange({ ...value, [field]: v });
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const country = locations.find((c) => c.country === value.country);
  const region = country?.regions.find((r) => r.region === value.region);
  const text = (field: 'street' | 'block' | 'postalCode' | 'buildingName' | 'level' | 'number', required = false) => (
    <TextField
      label={t(`profile.address.${field}`)}
      name={`address-${field}`}
      value={value[field]}
      onChange={set(field)}
      isRequired={required}
      errorMessage={err(field)}
    />
  );
  return (
    <DraftFrame>
      <strong>{t('profile.newItem.address')}</strong>
      <Grid>
        {text('street', true)}
        {text('block', true)}
        {text('buildingName')}
        {text('level')}
        {text('number')}
        {text('postalCode', true)}
        <Select
          label={t('profile.address.country')}
          options={locations.map((c) => ({
            id: c.country,
            label: t(`countries.${c.country}`, { defaultValue: c.country }),
          }))}
          selectedKey={value.country || null}
          onSelectionChange={(key) => onChange({ ...value, country: String(key ?? ''), region: '', city: '' })}
        />
        <Select
          label={t('profile.address.region')}
          options={(country?.regions ?? []).map((r) => ({ id: r.region, label: r.region }))}
          selectedKey={value.region || null}
          onSelectionChange={(key) => onChange({ ...value, region: String(key ?? ''), city: '' })}
          isDisabled={!country}
        />
        <Select
          label={t('profile.address.city')}
          options={(region?.cities ?? []).map((c) => ({ id: c, label: c }))}
          selectedKey={value.city || null}
          onSelectionChange={(key) => set('city')(String(key ?? ''))}
          isDisabled={!region}
        />
      </Grid>
      <div>
        <Button variant="text" size="sm" onPress={onRemove}>
          {t('profile.item.remove')}
        </Button>
      </div>
    </DraftFrame>
  );
}
