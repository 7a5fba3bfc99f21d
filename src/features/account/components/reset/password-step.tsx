import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useResetPassword } from '../../api/reset-password';
import { newPasswordSchema, type NewPasswordValues } from '../../model/account-schemas';
import { FormStack, Intro } from '../account-card';
import { PasswordFields } from '../password-fields';

/** Props: the account's e-mail (shown), and the step's outcomes. */
export interface PasswordStepProps {
  email: string;
  onDone: () => void;
  onFailure: () => void;
}

/** Step 3: the new password twice, with the strength rules (spec 03 §5). */
export function PasswordStep({ email, onDone, onFailure }: PasswordStepProps) {
  const { t } = useTranslation('account');
  const reset = useResetPassword();
  // Checked on submit only; editing either entry clears both messages.
  const form = useZodForm<NewPasswordValues>(newPasswordSchema, { defaultValues: { password: '', repeat: '' } });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync(password);
      onDone();
    } catch {
      onFailure();
    }
  });

  return (
    <FormStack noValidate aria-label={t('reset.steps.password')} onSubmit={(event) => void submit(event)}>
      <Intro>{t('reset.password.intro', { email })}</Intro>
      <PasswordFields form={form} autoFocus onEdit={() => form.clearErrors()} />
      <Button type="submit" isDisabled={reset.isPending}>
        {t('reset.password.submit')}
      </Button>
    </FormStack>
  );
}
