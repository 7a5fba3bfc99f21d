import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { useSession } from '@/lib/auth/get-session';
import { landingPathFor } from '@/lib/auth/landing';
import { mayOpen, type PageId } from '@/lib/auth/route-access';
import { readCookie } from '@/lib/auth/session-cookies';
import { PageLoading } from '../page-loading';

/** A signed-in route's handle: the strings it shows and its entry in the route table. */
export interface PageHandle {
  ns: string[];
  page: PageId;
}

const Notice = styled.div`
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

/** Router state of a home page reached from a page the role may not open. */
interface DeniedState {
  routeDenied?: boolean;
}

/** Off to the role's home, which then says why (the session names the provider in the home's path). */
function ToHome() {
  const { data: user } = useSession();
  if (!user) return <PageLoading />;
  const state: DeniedState = { routeDenied: true };
  return <Navigate to={landingPathFor(user.roleId, user.providerId)} replace state={state} />;
}

/**
 * Between the frame and each signed-in page: a page the role may not open sends it to its home
 * with a message, instead of the page failing on calls the server refuses (docs/decisions/0079-routing.md).
 */
export function RoleGate() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const page = useMatches()
    .map((match) => (match.handle as Partial<PageHandle> | undefined)?.page)
    .findLast((id) => id !== undefined);
  // Without the readable role cookie the server alone decides (and a home the gate refused would loop).
  const roleId = readCookie('roleId');
  if (roleId && page !== undefined && !mayOpen(roleId, page)) return <ToHome />;
  const denied = (location.state as DeniedState | null)?.routeDenied === true;
  return (
    <>
      {denied ? (
        <Notice>
          <Alert variant="warning" title={t('routeDenied.title')}>
            {t('routeDenied.body')}
          </Alert>
        </Notice>
      ) : null}
      <Outlet />
    </>
  );
}
