import { Navigate } from 'react-router-dom';
import { landingPathFor } from '@/lib/auth/landing';
import { useSession } from '@/lib/auth/get-session';
import { PageLoading } from '../page-loading';

/** `/` (where many flows return to) opens the signed-in user's own home page. */
export function RootRedirect() {
  const { data: user } = useSession();
  if (!user) return <PageLoading />;
  return <Navigate to={landingPathFor(user.roleId, user.providerId)} replace />;
}
