import { useTranslation } from 'react-i18next';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import type { LocationTree } from '@/lib/api/contract/account';
import { FormField } from '@/lib/forms/form-field';
import type { MyAccountValues } from '../../model/account-schemas';
import { DraftFrame } from './items-block';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

type TextPart = 'street' | 'block' | 'postalCode' | 'buildingName' | 'level' | 'number';

/** Props of the new-address editor. */
export interface AddressDraftFormProps {
  /** My Account's form, whose `drafts.address` this edits. */
  form: UseFormReturn<MyAccountValues>;
  onRemove: () => void;
  locations: LocationTree;
}

/** A new address: street, block and postal code required; country → region → city from the location tree. */
export function AddressDraftForm({ form, onRemove, locations }: AddressDraftFormProps) {
  const { t } = useTranslation('account');
  const [countryId, regionId] = useWatch({
    control: form.control,
    name: ['drafts.address.country', 'drafts.address.region'],
  });
  const country = locations.find((c) => c.country === countryId);
  const region = country?.regions.find((r) => r.region === regionId);
  // A new country or region empties the choices below it: they belonged to the old one.
  const clear = (...parts: ('region' | 'city')[]) => {
    for (const part of parts) form.setValue(`drafts.address.${part}`, '');
  };
  // FormField rather than FormTextField: the address is optional, so its parts are typed
  // `string | undefined` although they always hold a string while this editor is open.
  // Messages stay until the next Save, as the personal fields' do.
  const text = (part: TextPart, required = false) => (
    <FormField
      form={form}
      name={`drafts.address.${part}`}
      ns="account"
      clearOnChange={false}
      render={({ value, onChange, errorMessage }) => (
        <TextField
          label={t(`profile.address.${part}`)}
          name={`address-${part}`}
          value={value ?? ''}
          onChange={onChange}
          isRequired={required}
          errorMessage={errorMessage}
        />
      )}
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
        <FormField
          form={form}
          name="drafts.address.country"
          ns="account"
          onValueChange={() => clear('region', 'city')}
          render={({ value, onChange }) => (
            <Select
              label={t('profile.address.country')}
              options={locations.map((c) => ({
                id: c.country,
                label: t(`countries.${c.country}`, { defaultValue: c.country }),
              }))}
              selectedKey={value || null}
              onSelectionChange={(key) => onChange(String(key ?? ''))}
            />
          )}
        />
        <FormField
          form={form}
          name="drafts.address.region"
          ns="account"
          onValueChange={() => clear('city')}
          render={({ value, onChange }) => (
            <Select
              label={t('profile.address.region')}
              options={(country?.regions ?? []).map((r) => ({ id: r.region, label: r.region }))}
              selectedKey={value || null}
              onSelectionChange={(key) => onChange(String(key ?? ''))}
              isDisabled={!country}
            />
          )}
        />
        <FormField
          form={form}
          name="drafts.address.city"
          ns="account"
          render={({ value, onChange }) => (
            <Select
              label={t('profile.address.city')}
              options={(region?.cities ?? []).map((c) => ({ id: c, label: c }))}
              selectedKey={value || null}
              onSelectionChange={(key) => onChange(String(key ?? ''))}
              isDisabled={!region}
            />
          )}
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
