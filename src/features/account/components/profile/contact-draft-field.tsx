import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { LazyPhoneInput as PhoneInput } from '@/components/ui/phone-input/lazy-phone-input';
import { TextField } from '@/components/ui/text-field/text-field';
import { useTenant } from '@/lib/tenant/tenant-context';
import { DraftFrame } from './items-block';

/** Props of a new e-mail or contact number row. */
export interface ContactDraftFieldProps {
  type: 'email' | 'contact_number';
  value: string;
  onChange: (value: string) => void;
  onRemove: () => void;
  /** Translation key of the problem, if any. */
  error: string | undefined;
}

/** The unsaved new e-mail (text) or number (phone input in the tenant's region). */
export function ContactDraftField({ type, value, onChange, onRemove, error }: ContactDraftFieldProps) {
  const { t } = useTranslation('account');
  const { manifest } = useTenant();
  const label = t(`profile.newItem.${type}`);
  return (
    <DraftFrame>
      {type === 'email' ? (
        <TextField
          label={label}
          name="new-email"
          type="email"
          autoComplete="email"
          value={value}
          onChange={onChange}
          isRequired
          errorMessage={error ? t(error) : undefined}
        />
      ) : (
        <PhoneInput
          label={label}
          value={value || undefined}
          onChange={(v) => onChange(v ?? '')}
          defaultCountry={manifest.phoneRegion}
          isRequired
          errorMessage={error ? t(error) : undefined}
        />
      )}
      <div>
        <Button variant="text" size="sm" onPress={onRemove}>
          {t('profile.item.remove')}
        </Button>
      </div>
    </DraftFrame>
  );
}
