import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field/text-field';
import { PasswordRulesList } from './password-rules-list';

/** Props: the two new-password entries, their setters and translated-key errors. */
export interface PasswordFieldsProps {
  /** Focuses the first field on mount (a step that exists only for these fields). */
  autoFocus?: boolean;
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  errors: { password?: string | undefined; repeat?: string | undefined };
}

/** New password and its repeat, with the live strength rules under the first. */
export function PasswordFields({
  autoFocus = false,
  password,
  repeat,
  onPassword,
  onRepeat,
  errors,
}: PasswordFieldsProps) {
  const { t } = useTranslation('account');
  const rulesId = useId();
  return (
    <>
      <TextField
        label={t('password.new')}
        name="new_password"
        autoFocus={autoFocus}
        type="password"
        revealable
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        isRequired
        aria-describedby={rulesId}
        errorMessage={errors.password ? t(errors.password) : undefined}
      />
      <PasswordRulesList id={rulesId} password={password} />
      <TextField
        label={t('password.repeat')}
        name="repeat_password"
        type="password"
        revealable
        autoComplete="new-password"
        value={repeat}
        onChange={onRepeat}
        isRequired
        errorMessage={errors.repeat ? t(errors.repeat) : undefined}
      />
    </>
  );
}
