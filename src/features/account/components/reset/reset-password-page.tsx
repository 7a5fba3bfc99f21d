import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AuthFrame } from '@/components/auth-frame/auth-frame';
import { Stepper } from '@/components/ui/stepper/stepper';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { paths } from '@/config/paths';
import {
  clearResetProgress,
  readResetProgress,
  writeResetProgress,
  type ResetProgress,
} from '../../model/reset-progress';
import { AccountCard, CardTitle, Intro } from '../account-card';
import { MessageDialog } from '../message-dialog';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';

const steps = ['email', 'code', 'password', 'done'] as const;
type Step = (typeof steps)[number];

const Footer = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** /reset-password (docs/product/account.md#reset-password): e-mail → code → new password → done. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { manifest } = useTenant();
  usePageTitle(t('reset.title'));
  const [progress, setProgress] = useState<ResetProgress | null>(() => {
    const store = storage();
    return store ? readResetProgress(store, manifest.id, Date.now()) : null;
  });
  const [step, setStep] = useState<Step>(progress ? 'code' : 'email');
  const [dialog, setDialog] = useState<'invalidCode' | 'failed' | null>(null);

  const remember = (next: ResetProgress) => {
    const store = storage();
    if (store) writeResetProgress(store, manifest.id, next);
    setProgress(next);
  };
  const forget = () => {
    const store = storage();
    if (store) clearResetProgress(store, manifest.id);
  };
  const fail = () => setDialog('failed');

  return (
    <AuthFrame>
      <AccountCard aria-labelledby="reset-title">
        <CardTitle id="reset-title">{step === 'done' ? t('reset.done.heading') : t('reset.title')}</CardTitle>
        <Stepper
          steps={steps.map((s) => t(`reset.steps.${s}`))}
          currentStep={steps.indexOf(step)}
          label={t('reset.steps.label')}
        />
        {step === 'email' ? (
          <EmailStep
            initialEmail={progress?.email ?? ''}
            onSent={(next) => {
              remember(next);
              setStep('code');
            }}
            onFailure={fail}
          />
        ) : null}
        {step === 'code' && progress ? (
          <CodeStep
            progress={progress}
            onResent={remember}
            onVerified={() => setStep('password')}
            onInvalidCode={() => setDialog('invalidCode')}
            onFailure={fail}
            onChangeEmail={() => {
              forget();
              setStep('email');
            }}
          />
        ) : null}
        {step === 'password' && progress ? (
          <PasswordStep
            email={progress.email}
            onDone={() => {
              forget();
              setStep('done');
            }}
            onFailure={fail}
          />
        ) : null}
        {step === 'done' ? <Intro role="status">{t('reset.done.body')}</Intro> : null}
        <Footer>
          <Link to={paths.login.getHref(manifest.id)}>{t('card.backToLogin')}</Link>
        </Footer>
      </AccountCard>
      <MessageDialog
        isOpen={dialog === 'invalidCode'}
        title={t('reset.invalidCode.title')}
        body={t('reset.invalidCode.body')}
        primary={{ label: t('reset.ok'), onPress: () => setDialog(null) }}
        onDismiss={() => setDialog(null)}
      />
      <MessageDialog
        isOpen={dialog === 'failed'}
        title={t('reset.failed.title')}
        body={t('reset.failed.body')}
        primary={{ label: t('reset.ok'), onPress: () => setDialog(null) }}
        onDismiss={() => setDialog(null)}
      />
    </AuthFrame>
  );
}
