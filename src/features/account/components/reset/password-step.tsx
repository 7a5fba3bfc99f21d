import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { useResetPassword } from '../../api/reset-password';
import { fieldErrors, newPasswordSchema } from '../../model/account-schemas';
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
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const problems = fieldErrors(newPasswordSchema, { password, repeat });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await reset.mutateAsync(password);
      onDone();
    } catch {
      onFailure();
    }
  };

  return (
    <FormStack
      noValidate
      aria-label={t('reset.steps.password')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Intro>{t('reset.password.intro', { email })}</Intro>
      <PasswordFields
        autoFocus
        password={password}
        repeat={repeat}
        onPassword={(v) => {
          setPassword(v);
          setErrors({});
        }}
        onRepeat={(v) => {
          setRepeat(v);
          setErrors({});
        }}
        errors={errors}
      />
      <Button type="submit" isDisabled={reset.isPending}>
        {t('reset.password.submit')}
      </Button>
    </FormStack>
  );
}
