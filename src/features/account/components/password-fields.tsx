import { useId } from 'react';
import { useWatch, type FieldPathByValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/lib/forms/form-field';
import type { NewPasswordValues } from '../model/account-schemas';
import { PasswordRulesList } from './password-rules-list';

/** Props: the form holding the two new-password entries. */
export interface PasswordFieldsProps<Values extends NewPasswordValues> {
  form: UseFormReturn<Values>;
  /** Focuses the first field on mount (a step that exists only for these fields). */
  autoFocus?: boolean;
  /** Runs after either entry changed. */
  onEdit?: () => void;
}

/** New password and its repeat, with the live strength rules under the first. */
export function PasswordFields<Values extends NewPasswordValues>({
  form,
  autoFocus = false,
  onEdit,
}: PasswordFieldsProps<Values>) {
  const { t } = useTranslation('account');
  const rulesId = useId();
  // Both forms that use these fields name them password/repeat; TypeScript cannot see that through the generic.
  const password = 'password' as FieldPathByValue<Values, string>;
  const repeat = 'repeat' as FieldPathByValue<Values, string>;
  const typed = useWatch({ control: form.control, name: password }) as string;
  return (
    <>
      <FormTextField
        form={form}
        name={password}
        inputName="new_password"
        ns="account"
        onValueChange={onEdit}
        label={t('password.new')}
        autoFocus={autoFocus}
        type="password"
        revealable
        autoComplete="new-password"
        isRequired
        aria-describedby={rulesId}
      />
      <PasswordRulesList id={rulesId} password={typed} />
      <FormTextField
        form={form}
        name={repeat}
        inputName="repeat_password"
        ns="account"
        onValueChange={onEdit}
        label={t('password.repeat')}
        type="password"
        revealable
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
