import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { isApiError } from '@/lib/api/api-error';
import { FormTextField } from '@/lib/forms/form-field';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useChangePassword } from '../../api/change-password';
import { useLogoutToLogin } from '../../api/logout';
import { changePasswordSchema, type ChangePasswordValues } from '../../model/account-schemas';
import { canSubmitNewPassword } from '../../model/password-rules';
import { FormStack } from '../account-card';
import { MessageDialog } from '../message-dialog';
import { PasswordFields } from '../password-fields';
import { AccountLayout, Section, SectionTitle } from '../profile/account-layout';

/** /user-profile/account-security: change password; 'Success!' with Login Now, which logs out. */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const { loginPath } = useTenant();
  const change = useChangePassword();
  const logout = useLogoutToLogin(loginPath);
  const form = useZodForm<ChangePasswordValues>(changePasswordSchema, {
    defaultValues: { old: '', password: '', repeat: '' },
  });
  const [old, password, repeat] = useWatch({ control: form.control, name: ['old', 'password', 'repeat'] });
  const [dialog, setDialog] = useState<'changed' | 'error' | null>(null);

  // Submit waits until the whole schema holds, so its messages never show; only the mismatch does, live.
  const ready = old.length > 0 && canSubmitNewPassword(password, repeat);
  const showMismatch = () => {
    const entries = form.getValues();
    if (entries.repeat.length > 0 && entries.password !== entries.repeat) {
      form.setError('repeat', { type: 'live', message: 'password.errors.mismatch' });
    } else {
      form.clearErrors('repeat');
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (!ready) return;
    try {
      await change.mutateAsync({
        old_password: values.old,
        new_password: values.password,
        repeat_password: values.repeat,
      });
      setDialog('changed');
    } catch (caught) {
      if (isApiError(caught) && caught.fields.old_password) {
        form.setError('old', { message: 'security.errors.oldWrong' });
      } else {
        setDialog('error');
      }
    }
  });

  return (
    <AccountLayout title={t('security.title')}>
      <Section aria-labelledby="change-heading">
        <SectionTitle id="change-heading">{t('security.heading')}</SectionTitle>
        <FormStack noValidate aria-labelledby="change-heading" onSubmit={(event) => void submit(event)}>
          <FormTextField
            form={form}
            name="old"
            inputName="old_password"
            ns="account"
            label={t('security.old')}
            type="password"
            revealable
            autoComplete="current-password"
            isRequired
          />
          <PasswordFields form={form} onEdit={showMismatch} />
          <div>
            <Button type="submit" isDisabled={!ready || change.isPending}>
              {t('security.submit')}
            </Button>
          </div>
        </FormStack>
      </Section>
      <MessageDialog
        isOpen={dialog === 'changed'}
        role="dialog"
        title={t('security.changed.title')}
        body={t('security.changed.body')}
        primary={{ label: t('security.changed.loginNow'), onPress: () => logout.mutate(), isBusy: logout.isPending }}
        onDismiss={() => logout.mutate()}
      />
      <MessageDialog
        isOpen={dialog === 'error'}
        title={t('profile.dialogs.errorTitle')}
        body={t('profile.dialogs.errorBody')}
        primary={{ label: t('profile.dialogs.tryAgain'), onPress: () => void submit(), isBusy: change.isPending }}
        secondary={{ label: t('profile.dialogs.backToEdit'), onPress: () => setDialog(null) }}
        onDismiss={() => setDialog(null)}
      />
    </AccountLayout>
  );
}
