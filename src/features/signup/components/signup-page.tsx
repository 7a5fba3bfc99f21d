import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthFrame } from '@/components/auth-frame/auth-frame';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Stepper } from '@/components/ui/stepper/stepper';
import { paths } from '@/config/paths';
import type { RegistrationValues } from '@/lib/api/contract/signup';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { signupUserId } from '../model/signup-session';
import { reachableStep, signupStepFrom } from '../model/signup-step';
import { AccountSettingsStep } from './steps/account-settings';
import { CompletedStep } from './steps/completed';
import { ReviewSubmitStep } from './steps/review-submit';
import { VerifyEmailStep } from './steps/verify-email';
import { SmallLinks, StepTitle } from './steps/step-layout';

const Card = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  width: min(100%, 40rem);
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  border-top: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.color.primary};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Notice = styled.p`
  margin: 0;
`;

// The profile step carries the phone and date widgets (and phone metadata): load it only when reached.
const PersonalProfileStep = lazy(async () => ({
  default: (await import('./steps/personal-profile')).PersonalProfileStep,
}));

const stepTitles = ['steps.account', 'steps.profile', 'steps.review', 'steps.verify'] as const;

/**
 * The sign-up wizard frame (docs/product/signup.md#steps-and-routes): the spec's three steps from the path, then
 * Confirm E-mail (`verify`, the code that proves the address), `#completed` for the end.
 */
export function SignupPage() {
  const { t } = useTranslation('signup');
  const { manifest } = useTenant();
  const params = useParams();
  const location = useLocation();
  const step = signupStepFrom(params['*'] ?? '', location.hash);
  // Kept here, above the steps, so Previous on review returns to a filled-in profile.
  const [profile, setProfile] = useState<RegistrationValues>({});
  const [version, setVersion] = useState('1');
  usePageTitle(!manifest.login.signUp ? t('account.heading') : step === 4 ? t('completed.title') : t(stepTitles[step]));

  if (!manifest.login.signUp) {
    // No steps to show: the page says so under its own heading and offers the way back to sign-in.
    return (
      <AuthFrame>
        <Card aria-labelledby="signup-title">
          <StepTitle>{t('account.heading')}</StepTitle>
          <Notice>{t('notOffered', { client: manifest.displayName })}</Notice>
          <SmallLinks>
            <span>
              {t('account.haveAccount')} <Link to={paths.login.getHref(manifest.id)}>{t('account.signIn')}</Link>
            </span>
          </SmallLinks>
        </Card>
      </AuthFrame>
    );
  }

  // A typed step URL whose earlier steps are not done goes back to the first one not done.
  const reachable = reachableStep(step, {
    accountCreated: signupUserId.get() !== null,
    profileChecked: Boolean(profile.firstname),
  });
  if (reachable !== step) {
    return (
      <Navigate
        to={paths.signup.getHref(manifest.id, reachable === 0 ? 'accountsettings' : 'personalprofile')}
        replace
      />
    );
  }

  const content =
    step === 0 ? (
      <AccountSettingsStep />
    ) : step === 1 ? (
      <PersonalProfileStep
        initial={profile}
        onValid={(values, definitionVersion) => {
          setProfile(values);
          setVersion(definitionVersion);
        }}
      />
    ) : step === 2 ? (
      <ReviewSubmitStep values={profile} version={version} />
    ) : step === 3 ? (
      <VerifyEmailStep />
    ) : (
      <CompletedStep />
    );

  return (
    <AuthFrame>
      <Card aria-labelledby="signup-title">
        <Stepper steps={stepTitles.map((key) => t(key))} currentStep={step} label={t('steps.label')} />
        <Suspense fallback={<Spinner />}>{content}</Suspense>
      </Card>
    </AuthFrame>
  );
}
