import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CodeInput, isCodeComplete } from '@/components/code-input/code-input';
import { Button } from '@/components/ui/button/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import { otpLength } from '@/lib/api/contract/account';
import { isApiError } from '@/lib/api/api-error';
import { useRefusalMessage } from '@/lib/api/error-message';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useForgotPassword } from '../../api/forgot-password';
import { useVerifyOtp } from '../../api/verify-otp';
import { progressFromSend, secondsUntil, type ResetProgress } from '../../model/reset-progress';
import { Actions, FormStack, Intro, LinkButton } from '../account-card';
import { useNow } from './use-now';

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Props: the stored progress (e-mail and resend time) and the step's outcomes. */
export interface CodeStepProps {
  progress: ResetProgress;
  onResent: (progress: ResetProgress) => void;
  onVerified: () => void;
  onInvalidCode: () => void;
  onFailure: () => void;
  onChangeEmail: () => void;
}

/** Step 2: the 6-character code, with Resend Code after the 90-second wait. */
export function CodeStep({ progress, onResent, onVerified, onInvalidCode, onFailure, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation('account');
  const { manifest } = useTenant();
  const verify = useVerifyOtp();
  const resend = useForgotPassword();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const refusalOf = useRefusalMessage();
  const waiting = secondsUntil(progress.resendAt, Date.now()) > 0;
  const now = useNow(waiting);
  const seconds = secondsUntil(progress.resendAt, now);
  const statusId = useId();

  const submit = async () => {
    try {
      await verify.mutateAsync({ user_email: progress.email, verification_code: code, clientName: manifest.id });
      onVerified();
    } catch (caught) {
      if (isApiError(caught) && caught.status === 400) onInvalidCode();
      else onFailure();
    }
  };

  const askAgain = async () => {
    setResent(false);
    setRefused(null);
    try {
      const sent = await resend.mutateAsync({ email: progress.email, clientName: manifest.id });
      setCode('');
      setResent(true);
      onResent(progressFromSend(progress.email, sent));
    } catch (caught) {
      const refusal = refusalOf(caught);
      if (!refusal) return onFailure();
      // Another tab (or device) asked moments ago: wait as the server says, the earlier code still works.
      setRefused(refusal);
      const wait = isApiError(caught) ? (caught.retryAfterSeconds ?? 0) * 1000 : 0;
      onResent({ ...progress, resendAt: Math.max(progress.resendAt, Date.now() + wait) });
    }
  };

  return (
    <FormStack
      noValidate
      aria-label={t('reset.steps.code')}
      onSubmit={(event) => {
        event.preventDefault();
        if (isCodeComplete(code, otpLength)) void submit();
      }}
    >
      {/* Without the manifest's "E-mail doesn't exist", an unknown address also lands here: say so honestly. */}
      <Intro>
        {t(manifest.login.revealUnknownEmail ? 'reset.code.intro' : 'reset.code.introIfAccount', {
          email: progress.email,
        })}
      </Intro>
      <CodeInput
        label={t('reset.code.label')}
        boxLabel={(index, total) => t('reset.code.box', { index: index + 1, total })}
        value={code}
        onChange={setCode}
        length={otpLength}
        autoFocus
      />
      <Button type="submit" isDisabled={!isCodeComplete(code, otpLength) || verify.isPending}>
        {t('reset.code.submit')}
      </Button>
      {/* The countdown itself is not live (it would be read out every second); only its end and a resend are. */}
      <Status id={statusId}>
        {resent ? `${t('reset.code.resent')} ` : ''}
        {seconds > 0 ? t('reset.code.resendIn', { seconds }) : t('reset.code.resendReady')}
      </Status>
      {refused ? <Status role="alert">{refused}</Status> : null}
      <VisuallyHidden role="status">
        {resent ? `${t('reset.code.resent')} ` : ''}
        {seconds > 0 ? '' : t('reset.code.resendReady')}
      </VisuallyHidden>
      <Actions>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={seconds > 0 || resend.isPending}
          onPress={() => void askAgain()}
          aria-describedby={statusId}
        >
          {t('reset.code.resend')}
        </Button>
        <LinkButton type="button" onClick={onChangeEmail}>
          {t('reset.code.otherEmail')}
        </LinkButton>
      </Actions>
    </FormStack>
  );
}
