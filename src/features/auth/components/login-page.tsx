import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AuthFrame } from '@/components/auth-frame/auth-frame';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';

const Card = styled.section`
  width: min(100%, 26rem);
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  border-top: 4px solid ${({ theme }) => theme.color.primary};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Tagline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  label { font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  input {
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
`;

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  input { width: 1.25rem; height: 1.25rem; accent-color: ${({ theme }) => theme.color.primary}; }
`;

const Primary = styled.button`
  width: 100%;
  min-height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The branded login page for /app/{clientName}/login. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { manifest } = useTenant();
  usePageTitle(t('login.title'));
  const emailId = useId();
  const passwordId = useId();
  const [showPassword, setShowPassword] = useState(false);
  return (
    <AuthFrame>
      <Card aria-labelledby={`${emailId}-title`}>
        <Title id={`${emailId}-title`}>{t('login.heading', { client: manifest.displayName })}</Title>
        <Tagline>{manifest.copy.tagline ?? t('login.tagline')}</Tagline>
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <Field>
            <label htmlFor={emailId}>{t('login.email')}</label>
            <input id={emailId} name="email" type="email" autoComplete="username" />
          </Field>
          <Field>
            <label htmlFor={passwordId}>{t('login.password')}</label>
            <input id={passwordId} name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" />
          </Field>
          <CheckRow>
            <input type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
            {t('login.showPassword')}
          </CheckRow>
          <Primary type="submit">{t('login.signIn')}</Primary>
        </form>
        <Links>
          <a href="/app/reset-password">{t('login.forgotPassword')}</a>
          <a href={manifest.links.privacyStatement} target="_blank" rel="noopener noreferrer">
            {t('login.privacyStatement')}
          </a>
        </Links>
      </Card>
    </AuthFrame>
  );
}
