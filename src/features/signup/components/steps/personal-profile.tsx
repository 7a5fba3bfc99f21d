import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import type { RegistrationValues } from '@/lib/api/contract/signup';
import { FormField } from '@/lib/forms/form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useRegistration } from '../../api/get-registration';
import { useValidateRegistration } from '../../api/validate-registration';
import { profileMessage, type ProfileMessage } from '../../model/profile-messages';
import { profileFormSchema } from '../../model/profile-schema';
import { ProfileField } from './profile-field';
import { Actions, StepForm, StepTitle } from './step-layout';

/** Props: values kept from an earlier visit, and what to do once the server finds none wrong. */
export interface PersonalProfileStepProps {
  initial: RegistrationValues;
  onValid: (values: RegistrationValues, version: string) => void;
}

/** Step 2, Personal Profile: fields defined and validated by the server (docs/product/signup.md#personal-profile). */
export function PersonalProfileStep({ initial, onValid }: PersonalProfileStepProps) {
  const { t } = useTranslation('signup');
  const { manifest } = useTenant();
  const navigate = useNavigate();
  const definition = useRegistration(manifest.id);
  const validate = useValidateRegistration(manifest.id);
  const form = useZodForm<RegistrationValues>(profileFormSchema, { defaultValues: initial });
  const [failure, setFailure] = useState(false);

  // Our sentence in the user's language when we recognise the server's, with the translated label.
  const shown = (message: ProfileMessage, inputName: string) =>
    'key' in message ? t(message.key, { label: t(`profile.fields.${inputName}`) }) : message.text;

  if (definition.isPending) return <Spinner label={t('profile.loading')} />;
  if (definition.isError) {
    return (
      <QueryErrorAlert
        error={definition.error}
        message={t('errors.generic')}
        onRetry={() => void definition.refetch()}
      />
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (validate.isPending) return;
    setFailure(false);
    try {
      const { fields } = await validate.mutateAsync(values);
      const labels = new Map(definition.data.fields.map((f) => [f.inputName, f.uiLabel]));
      const failed = fields.filter((f) => f.errorMsg);
      // The server's verdicts, already in the reader's words, hence type 'server'.
      for (const f of failed) {
        const message = shown(profileMessage(f.errorMsg, labels.get(f.inputName) ?? ''), f.inputName);
        form.setError(f.inputName, { type: 'server', message });
      }
      if (failed.length > 0) return;
      onValid(values, definition.data.version);
      await navigate(paths.signup.getHref(manifest.id, 'review/submit'));
    } catch {
      setFailure(true);
    }
  });

  return (
    <>
      <StepTitle>{t('profile.heading')}</StepTitle>
      <StepForm noValidate aria-labelledby="signup-title" onSubmit={(event) => void onSubmit(event)}>
        {failure ? <Alert variant="error">{t('errors.generic')}</Alert> : null}
        {definition.data.fields.map((field) => (
          <FormField
            key={field.inputName}
            form={form}
            name={field.inputName}
            ns="signup"
            render={({ value, onChange, errorMessage }) => (
              <ProfileField field={field} value={value ?? ''} onChange={onChange} errorMessage={errorMessage} />
            )}
          />
        ))}
        <Actions>
          <span />
          <Button type="submit">
            {validate.isPending ? <Spinner size="sm" /> : null}
            {t('profile.next')}
          </Button>
        </Actions>
      </StepForm>
    </>
  );
}
