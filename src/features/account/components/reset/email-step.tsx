import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { isApiError } from '@/lib/api/api-error';
import { FormTextField } from '@/lib/forms/form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useForgotPassword } from '../../api/forgot-password';
import { emailStepSchema, type EmailStepValues } from '../../model/account-schemas';
import { progressFromSend, type ResetProgress } from '../../model/reset-progress';
import { FormStack, Intro } from '../account-card';

/** Props: what happens once a code is on its way, or when sending fails unexpectedly. */
export interface EmailStepProps {
  initialEmail: string;
  onSent: (progress: ResetProgress) => void;
  onFailure: () => void;
}

/** Step 1: the account's e-mail; a 400 means the address is unknown (spec 03 §8). */
export function EmailStep({ initialEmail, onSent, onFailure }: EmailStepProps) {
  const { t } = useTranslation('account');
  const { manifest } = useTenant();
  const send = useForgotPassword();
  // Checked on submit only; typing clears the message.
  const form = useZodForm<EmailStepValues>(emailStepSchema, { defaultValues: { email: initialEmail } });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const sent = await send.mutateAsync({ email, clientName: manifest.id });
      onSent(progressFromSend(email, sent));
    } catch (caught) {
      if (isApiError(caught) && caught.status === 400) form.setError('email', { message: 'reset.errors.emailUnknown' });
      else onFailure();
    }
  });

  return (
    <FormStack noValidate aria-label={t('reset.steps.email')} onSubmit={(event) => void submit(event)}>
      <Intro>{t('reset.email.intro')}</Intro>
      <FormTextField
        form={form}
        name="email"
        ns="account"
        label={t('reset.email.label')}
        type="email"
        autoComplete="email"
        isRequired
      />
      {/* Disabled rather than a pending spinner: the step unmounts on success (see MessageDialog). */}
      <Button type="submit" isDisabled={send.isPending}>
        {t('reset.email.submit')}
      </Button>
    </FormStack>
  );
}
