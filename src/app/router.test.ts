import { describe, expect, it, vi } from 'vitest';

// Route chunks are not what is under test: stand-ins keep the preload's imports cheap.
vi.mock('./tenant-root', () => ({ TenantRoot: () => null }));
vi.mock('./routes/gated-layout', () => ({ GatedLayout: () => null }));
vi.mock('@/features/shell/components/app-shell', () => ({ AppShell: () => null }));
vi.mock('@/features/worklists/components/worklist-page', () => ({ WorklistPage: () => null }));
vi.mock('@/features/patient-inbox/components/inbox-page', () => ({ InboxPage: () => null }));
vi.mock('@/features/auth/components/login-page', () => ({ LoginPage: () => null }));

const { routeNamespaces } = await import('./router');

describe('routeNamespaces', () => {
  it("names the strings of a signed-in page: the shell's and the page's own", () => {
    expect(routeNamespaces('/app/provider/prov-ava-sg')).toEqual(['shell', 'ui', 'worklists']);
    expect(routeNamespaces('/app/patient')).toEqual(['shell', 'ui', 'patient-inbox', 'worklists']);
  });

  it('keeps the signed-in strings (and layout) off the login page', () => {
    expect(routeNamespaces('/app/ava-sg/login')).toEqual([]);
  });

  it('asks for nothing on a path outside the app', () => {
    expect(routeNamespaces('/elsewhere')).toEqual([]);
  });
});
