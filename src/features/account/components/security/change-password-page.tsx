import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { isApiError } from '@/lib/api/api-error';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useChangePassword } from '../../api/change-password';
import { useLogout } from '@/lib/api/shared/logout';
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
  const logout = useLogout(loginPath);
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [oldError, setOldError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'changed' | 'error' | null>(null);

  const ready = old.length > 0 && canSubmitNewPassword(password, repeat);
  const mismatch = repeat.length > 0 && password !== repeat ? 'password.errors.mismatch' : undefined;

  const submit = async () => {
    if (!ready) return;
    setOldError(null);
    try {
      await change.mutateAsync({ old_password: old, new_password: password, repeat_password: repeat });
      setDialog('changed');
    } catch (caught) {
      if (isApiError(caught) && caught.fields.old_password) setOldError('security.errors.oldWrong');
      else setDialog('error');
    }
  };

  return (
    <AccountLayout title={t('security.title')}>
      <Section aria-labelledby="change-heading">
        <SectionTitle id="change-heading">{t('security.heading')}</SectionTitle>
        <FormStack
          noValidate
          aria-labelledby="change-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t('security.old')}
            name="old_password"
            type="password"
            revealable
            autoComplete="current-password"
            value={old}
            onChange={(v) => {
              setOld(v);
              setOldError(null);
            }}
            isRequired
            errorMessage={oldError ? t(oldError) : undefined}
          />
          <PasswordFields
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            errors={{ repeat: mismatch }}
          />
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
        primary={{
          label: t('security.changed.loginNow'),
          onPress: () => logout.mutate(undefined),
          isBusy: logout.isPending,
        }}
        onDismiss={() => logout.mutate(undefined)}
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
