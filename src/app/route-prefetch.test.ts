// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, setApiNavigator } from '@/lib/api/api-client';
import { setErrorReporter } from '@/lib/api/error-reporter';
import { getPendingLinkQueryOptions } from '@/features/patient-inbox/api/get-pending-link';
import { getUserMenuQueryOptions } from '@/features/shell/api/get-user-menu';
import { buildTenantBundle } from '@/testing/tenant-factory';

// Route chunks are not what is under test: stand-ins keep the module graph small.
vi.mock('./tenant-root', () => ({ TenantRoot: () => null }));

const { prefetchRouteData } = await import('./router');

/** Each call as it left: path and the tenant's Authorization header. */
const seen: { url: string; authorization: unknown }[] = [];
const adapter: AxiosAdapter = (config) => {
  seen.push({ url: config.url ?? '', authorization: config.headers.Authorization });
  return Promise.reject(new Error('stop here'));
};

const manifest = buildTenantBundle().manifest;
const prefetch = (client: QueryClient, pathname: string) =>
  prefetchRouteData({ client, pathname, search: '', manifest });
const settle = () => vi.waitFor(() => expect(seen.length).toBeGreaterThan(0), { timeout: 5_000 });

beforeEach(() => {
  seen.length = 0;
  apiClient.defaults.adapter = adapter;
  setErrorReporter(() => undefined);
  setApiNavigator(() => undefined);
});

afterEach(() => {
  document.cookie = 'userId=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('prefetchRouteData', () => {
  it("starts the shell's and My Inbox's first queries, under the keys they read, with the tenant's header", async () => {
    document.cookie = 'userId=u-ava-sg-patient; path=/';
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch(client, '/app/patient');
    await settle();
    await vi.waitFor(() => expect(seen.map((s) => s.url)).toContain('/api/v1/opd/pending/link'));
    const keys = client
      .getQueryCache()
      .getAll()
      .map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(getUserMenuQueryOptions().queryKey));
    expect(keys).toContain(JSON.stringify(getPendingLinkQueryOptions().queryKey));
    expect(keys.some((k) => k.startsWith('["patient-inbox","worklist","u-ava-sg-patient","page"'))).toBe(true);
    expect(seen.every((s) => s.authorization === manifest.api.authorization)).toBe(true);
  });

  it('asks for nothing signed out: the gate sends that visit to login', async () => {
    const client = new QueryClient();
    prefetch(client, '/app/patient');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(seen).toEqual([]);
  });
});
