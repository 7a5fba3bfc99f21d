import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { isApiError } from '@/lib/api/api-error';
import { useRefusalMessage } from '@/lib/api/error-message';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useForgotPassword } from '../../api/forgot-password';
import { emailStepSchema, fieldErrors } from '../../model/account-schemas';
import { progressFromSend, type ResetProgress } from '../../model/reset-progress';
import { FormStack, Intro } from '../account-card';

/** Props: what happens once a code is on its way, or when sending fails unexpectedly. */
export interface EmailStepProps {
  initialEmail: string;
  onSent: (progress: ResetProgress) => void;
  onFailure: () => void;
}

/** Step 1: the account's e-mail; a 400 means the address is unknown (docs/product/account.md#reset-password). */
export function EmailStep({ initialEmail, onSent, onFailure }: EmailStepProps) {
  const { t } = useTranslation('account');
  const { manifest } = useTenant();
  const send = useForgotPassword();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  // A refusal in the server's terms (a code was sent moments ago: wait), already in the page's language.
  const [refused, setRefused] = useState<string | null>(null);
  const refusalOf = useRefusalMessage();

  const submit = async () => {
    const problem = fieldErrors(emailStepSchema, { email }).email;
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const sent = await send.mutateAsync({ email: email.trim(), clientName: manifest.id });
      onSent(progressFromSend(email.trim(), sent));
    } catch (caught) {
      const refusal = refusalOf(caught);
      if (refusal) setRefused(refusal);
      else if (isApiError(caught) && caught.status === 400) setError('reset.errors.emailUnknown');
      else onFailure();
    }
  };

  return (
    <FormStack
      noValidate
      aria-label={t('reset.steps.email')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Intro>{t('reset.email.intro')}</Intro>
      <TextField
        label={t('reset.email.label')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(null);
          setRefused(null);
        }}
        isRequired
        errorMessage={refused ?? (error ? t(error) : undefined)}
      />
      {/* Disabled rather than a pending spinner: the step unmounts on success (see MessageDialog). */}
      <Button type="submit" isDisabled={send.isPending}>
        {t('reset.email.submit')}
      </Button>
    </FormStack>
  );
}
