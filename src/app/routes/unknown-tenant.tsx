import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AuthFrame } from '@/components/auth-frame/auth-frame';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';

const Card = styled.section`
  max-width: 32rem;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** Props: the client name the URL asked for. */
export interface UnknownTenantPageProps {
  requested: string;
}

/** Shown for a client we do not serve; branded as the default client and linking to it. */
export function UnknownTenantPage({ requested }: UnknownTenantPageProps) {
  const { t } = useTranslation('common');
  const { manifest, loginPath } = useTenant();
  usePageTitle(t('unknownTenant.title'));
  return (
    <AuthFrame>
      <Card>
        <h1>{t('unknownTenant.title')}</h1>
        <p>{t('unknownTenant.body', { requested })}</p>
        <a href={loginPath}>{t('unknownTenant.link', { client: manifest.displayName })}</a>
      </Card>
    </AuthFrame>
  );
}
