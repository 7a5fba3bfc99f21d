import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { LazyPhoneInput as PhoneInput } from '@/components/ui/phone-input/lazy-phone-input';
import { TextField } from '@/components/ui/text-field/text-field';
import { FormField } from '@/lib/forms/form-field';
import { useTenant } from '@/lib/tenant/tenant-context';
import type { MyAccountValues } from '../../model/account-schemas';
import { DraftFrame } from './items-block';

/** Props of a new e-mail or contact number row. */
export interface ContactDraftFieldProps {
  form: UseFormReturn<MyAccountValues>;
  type: 'email' | 'contact_number';
  onRemove: () => void;
}

/** The unsaved new e-mail (text) or number (phone input in the tenant's region). */
export function ContactDraftField({ form, type, onRemove }: ContactDraftFieldProps) {
  const { t } = useTranslation('account');
  const { manifest } = useTenant();
  const label = t(`profile.newItem.${type}`);
  return (
    <DraftFrame>
      {/* Messages stay until the next Save, as the personal fields' do. */}
      <FormField
        form={form}
        name={`drafts.${type}`}
        ns="account"
        clearOnChange={false}
        render={({ value, onChange, onBlur, errorMessage }) =>
          type === 'email' ? (
            <TextField
              label={label}
              name="new-email"
              type="email"
              autoComplete="email"
              value={value ?? ''}
              onChange={onChange}
              onBlur={onBlur}
              isRequired
              errorMessage={errorMessage}
            />
          ) : (
            <PhoneInput
              label={label}
              value={value || undefined}
              onChange={(v) => onChange(v ?? '')}
              defaultCountry={manifest.phoneRegion}
              isRequired
              errorMessage={errorMessage}
            />
          )
        }
      />
      <div>
        <Button variant="text" size="sm" onPress={onRemove}>
          {t('profile.item.remove')}
        </Button>
      </div>
    </DraftFrame>
  );
}
