// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import type { PageHandle } from './role-gate';

// The session names the patient's home; no server in a unit test.
vi.mock('@/lib/auth/get-session', () => ({ useSession: () => ({ data: { roleId: 'patient', providerId: null } }) }));
const { RoleGate } = await import('./role-gate');

const handle = (page: PageHandle['page']): PageHandle => ({ ns: [], page });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RoleGate />,
        children: [
          { path: '/patient', handle: handle('patientHome'), element: <h1>inbox</h1> },
          { path: '/provider/:providerId', handle: handle('providerHome'), element: <h1>worklist</h1> },
          { path: '/user-profile/my-account', handle: handle('myAccount'), element: <h1>account</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderUi(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  document.cookie = 'roleId=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('RoleGate', () => {
  it('sends a patient from a staff page to the inbox, which says why', async () => {
    document.cookie = 'roleId=patient; path=/';
    const router = renderAt('/provider/prov-ava-sg');
    expect(await screen.findByRole('heading', { name: 'inbox' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/patient');
    expect(screen.getByRole('alert').getAttribute('data-variant')).toBe('warning');
    expect(screen.queryByRole('heading', { name: 'worklist' })).toBeNull();
  });

  it("opens the role's own pages and everyone's account pages without a word", async () => {
    document.cookie = 'roleId=patient; path=/';
    renderAt('/user-profile/my-account');
    expect(await screen.findByRole('heading', { name: 'account' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
