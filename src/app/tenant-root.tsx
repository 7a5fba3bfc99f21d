import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-fallback/error-fallback';
import { buildErrorReport, reportError } from '@/lib/api/error-reporter';
import { TenantProvider } from '@/lib/tenant/tenant-provider';
import { bootTenant, resolveFromLocation, type BootedTenant } from './tenant-boot';
import { UnknownTenantPage } from './routes/unknown-tenant';
import { PageLoading } from './page-loading';

const sameResolution = (a: BootedTenant['resolution'], b: BootedTenant['resolution']) =>
  a.kind === b.kind && (a.kind === 'known' ? a.id === (b as typeof a).id : a.requested === (b as typeof a).requested);

/**
 * The API client installs the HTTP error reporter when it loads; the login
 * route does not load it at first (docs/decisions/0011-bundle-budgets.md), so load it before reporting.
 */
function reportRenderError(error: Error): void {
  const report = buildErrorReport(error.message, error.stack);
  void import('@/lib/api/api-client').then(
    () => reportError(report),
    () => reportError(report),
  );
}

/** Props: the tenant booted before the first render. */
export interface TenantRootProps {
  initial: BootedTenant;
}

/**
 * Watches the URL for a different client (runtime bundle) and re-brands in
 * place: navigating from /app/ava-sg/login to /app/harbour-hk/login swaps
 * palette, copy and language without a reload.
 */
export function TenantRoot({ initial }: TenantRootProps) {
  const location = useLocation();
  const [booted, setBooted] = useState(initial);
  // index.html's boot indicator goes with the app's first frame (before it is painted, so the two never show together).
  useLayoutEffect(() => document.getElementById('boot-progress')?.remove(), []);

  useEffect(() => {
    // The router's location is relative to the /app basename; resolution needs the full URL.
    const next = resolveFromLocation(window.location);
    // A page without a client in its URL keeps the current tenant.
    if (
      next.kind === 'known' &&
      next.source !== 'path' &&
      next.source !== 'query' &&
      booted.resolution.kind === 'known'
    ) {
      return;
    }
    if (sameResolution(next, booted.resolution)) return;
    let cancelled = false;
    void bootTenant(window.location).then((result) => {
      if (!cancelled) setBooted(result);
    });
    return () => {
      cancelled = true;
    };
  }, [location, booted.resolution]);

  return (
    <TenantProvider bundle={booted.bundle}>
      <ErrorBoundary onError={reportRenderError}>
        <Suspense fallback={<PageLoading />}>
          {booted.resolution.kind === 'unknown' ? (
            <UnknownTenantPage requested={booted.resolution.requested} />
          ) : (
            <Outlet />
          )}
        </Suspense>
      </ErrorBoundary>
    </TenantProvider>
  );
}
