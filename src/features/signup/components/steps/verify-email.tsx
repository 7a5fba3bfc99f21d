import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CodeInput, isCodeComplete } from '@/components/code-input/code-input';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { isApiError } from '@/lib/api/api-error';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useSendVerificationCode } from '../../api/send-verification-code';
import { useVerifyEmail } from '../../api/verify-email';
import { signupEmail, signupUserId } from '../../model/signup-session';
import { Actions, StepForm, StepTitle } from './step-layout';

const codeLength = 6;

type Notice = 'sent' | 'wait' | 'invalid' | 'failed' | null;

/**
 * Step 4, Confirm E-mail: the code mailed at registration proves the address before the account can make
 * requests or receive mail. Reached after Submit, or from the login of an account that is not confirmed yet.
 */
export function VerifyEmailStep() {
  const { t } = useTranslation('signup');
  const { manifest } = useTenant();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const send = useSendVerificationCode();
  const [email, setEmail] = useState(signupEmail.value);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  // The account is complete: the pending id has no further use.
  useEffect(() => signupUserId.clear(), []);

  const confirm = async () => {
    setNotice(null);
    try {
      await verify.mutateAsync({ clientName: manifest.id, email, code });
      await navigate({ hash: 'completed' });
    } catch (caught) {
      setNotice(isApiError(caught) && caught.status === 400 ? 'invalid' : 'failed');
    }
  };

  const sendCode = async () => {
    setNotice(null);
    try {
      await send.mutateAsync({ clientName: manifest.id, email });
      setCode('');
      setNotice('sent');
    } catch (caught) {
      setNotice(isApiError(caught) && caught.status === 429 ? 'wait' : 'failed');
    }
  };

  return (
    <>
      <StepTitle>{t('verify.title')}</StepTitle>
      <p>{signupEmail.value ? t('verify.intro', { email: signupEmail.value }) : t('verify.introLater')}</p>
      <StepForm
        noValidate
        aria-labelledby="signup-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (email && isCodeComplete(code, codeLength)) void confirm();
        }}
      >
        <TextField
          label={t('verify.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
        />
        <CodeInput
          label={t('verify.code')}
          boxLabel={(index, total) => t('verify.box', { index: index + 1, total })}
          value={code}
          onChange={setCode}
          length={codeLength}
          isInvalid={notice === 'invalid'}
        />
        {notice ? (
          <Alert variant={notice === 'sent' ? 'success' : 'error'}>{t(`verify.notices.${notice}`)}</Alert>
        ) : null}
        <Actions>
          <Button variant="secondary" isDisabled={!email || send.isPending} onPress={() => void sendCode()}>
            {t('verify.resend')}
          </Button>
          <Button type="submit" isDisabled={!email || !isCodeComplete(code, codeLength) || verify.isPending}>
            {t('verify.submit')}
          </Button>
        </Actions>
      </StepForm>
    </>
  );
}
