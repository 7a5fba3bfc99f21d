import type { QueryClient } from '@tanstack/react-query';
import type { TenantManifest } from '@/lib/tenant/manifest-schema';

/** What a route's data prefetch may read: the first page's address and tenant, and the query cache to fill. */
export interface PrefetchContext {
  client: QueryClient;
  /** Absolute path, e.g. /app/patient. */
  pathname: string;
  search: string;
  manifest: TenantManifest;
}

/** A route's `handle.prefetch`: starts its first queries; never awaited by the page. */
export type RoutePrefetch = (context: PrefetchContext) => Promise<unknown>;
