import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { appBasename, paths } from '@/config/paths';
import { useTenant } from '@/lib/tenant/tenant-context';
import { TenantRoot } from './tenant-root';
import type { BootedTenant } from './tenant-boot';

function ToTenantLogin() {
  const { manifest } = useTenant();
  return <Navigate to={paths.login.getHref(manifest.id)} replace />;
}

/** Routes are declared once and loaded lazily, one chunk per page. */
export function createRouter(initial: BootedTenant) {
  const routes: RouteObject[] = [
    {
      element: <TenantRoot initial={initial} />,
      children: [
        {
          path: paths.login.path,
          lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).LoginPage }),
        },
        { path: '*', element: <ToTenantLogin /> },
      ],
    },
  ];
  return createBrowserRouter(routes, { basename: appBasename });
}
