import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { useTenant } from '@/lib/tenant/tenant-context';
import { signupUserId } from '../../model/signup-session';
import { StepTitle } from './step-layout';

const SignIn = styled(Link)`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: calc(${({ theme }) => theme.space[1]} / 2);
  }
`;

/** The end of sign-up: Congratulations, and a Sign In link to the client's login. */
export function CompletedStep() {
  const { t } = useTranslation('signup');
  const { manifest } = useTenant();
  // The account is complete: the pending id has no further use.
  useEffect(() => signupUserId.clear(), []);
  return (
    <>
      <StepTitle>{t('completed.title')}</StepTitle>
      <p>{t('completed.body', { client: manifest.displayName })}</p>
      <SignIn to={paths.login.getHref(manifest.id)}>{t('completed.signIn')}</SignIn>
    </>
  );
}
