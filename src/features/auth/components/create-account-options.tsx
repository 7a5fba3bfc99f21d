import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { useTenant } from '@/lib/tenant/tenant-context';

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const PrimaryLink = styled(Link)`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-height: calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.space[3]});
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
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

/** Props: go back to the sign-in form. */
export interface CreateAccountOptionsProps {
  onSignIn: () => void;
}

/** The 'Create New Account Instead' view: sign up by e-mail, or back to sign in. */
export function CreateAccountOptions({ onSignIn }: CreateAccountOptionsProps) {
  const { t } = useTranslation('auth');
  const { manifest } = useTenant();
  return (
    <Options>
      <PrimaryLink to={paths.signup.getHref(manifest.id, 'accountsettings')}>{t('create.signUpEmail')}</PrimaryLink>
      <Button variant="secondary" onPress={onSignIn}>
        {t('create.signInInstead')}
      </Button>
    </Options>
  );
}
