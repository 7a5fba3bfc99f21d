import { logoutPath } from '../../../src/lib/api/contract/auth';
import type { SidebarItem } from '../../../src/lib/api/contract/shell';
import { forbidden } from '../../lib/http-error';
import type { Auth, Deps } from '../../types';
import { findUserById } from './queries';

/** The top bar's Settings menu: label and target. */
export const userMenu: [string, string][] = [
  ['My Account', '/app/user-profile/my-account'],
  ['Security', '/app/user-profile/account-security'],
  // POSTed by the client (with the XSRF header): logging out changes state.
  ['Log out', logoutPath],
];

const myAccount: SidebarItem = {
  id: 'myAccount',
  label: 'My Account',
  url: '/app/user-profile/my-account',
  subLinks: [
    { id: 'myAccount', label: 'My Account', url: '/app/user-profile/my-account' },
    { id: 'security', label: 'Security', url: '/app/user-profile/account-security' },
  ],
};

/** The left drawer per role; features the tenant switched off are left out. */
function sidebarFor(auth: Auth): SidebarItem[] {
  const pid = encodeURIComponent(auth.providerId ?? '');
  const screening = auth.tenant.features.healthScreening;
  const preauth = auth.tenant.features.preAuthorisation;
  const items: (SidebarItem | false)[] = (() => {
    switch (auth.roleId) {
      case 'patient':
        return [
          { id: 'myInbox', label: 'My Inbox', url: '/app/patient' },
          { id: 'myServices', label: 'My Services', url: '/app/myservices' },
          { id: 'findDoctor', label: 'Find a Doctor', url: '/app/search-doctor' },
          screening && { id: 'healthScreening', label: 'Health Screening', url: '/app/health-screening/form' },
        ];
      case 'agent':
        return [{ id: 'home', label: 'Home', url: `/app/agent/home/${pid}` }];
      case 'clinic':
      case 'doctor':
        return [
          { id: 'home', label: 'Home', url: `/app/provider/${pid}` },
          { id: 'clinicSchedule', label: 'Clinic Schedule', url: `/app/schedule/clinic/provider/${pid}` },
          screening && {
            id: 'healthScreeningSchedule',
            label: 'Health Screening Schedule',
            url: `/app/schedule/clinic/healthscreening/provider/${pid}`,
          },
        ];
      case 'specialist':
        return [
          preauth && {
            id: 'preAuthorisation',
            label: 'Pre-authorisation',
            url: '/app/preauth',
            subLinks: [
              { id: 'preAuthorisationList', label: 'Pre-authorisation', url: '/app/preauth' },
              { id: 'newCase', label: 'New case', url: '/app/paf' },
            ],
          },
        ];
      case 'hospital':
      case 'payor':
        return [preauth && { id: 'preAuthorisation', label: 'Pre-authorisation', url: '/app/preauth' }];
    }
  })();
  return [...items.filter((i): i is SidebarItem => i !== false), myAccount];
}

/** The drawer for a service: the session's own client, or its manifest's doctor-portal name. */
export function sidebarForService(auth: Auth, service: string): SidebarItem[] {
  if (service !== auth.tenantId && service !== auth.tenant.api.doctorSidebarService) throw forbidden();
  return sidebarFor(auth);
}

/** The signed-in user's own first and last name; nobody else's. */
export async function profileAttributes(deps: Deps, auth: Auth, userId: string) {
  if (userId !== auth.userId) throw forbidden();
  const user = await findUserById(deps.db, auth.userId);
  return { firstname: user?.firstName ?? '', lastname: user?.lastName ?? '' };
}
