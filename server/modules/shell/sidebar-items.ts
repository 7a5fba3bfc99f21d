import type { SidebarItem } from '../../../src/lib/api/contract/shell';
import type { Auth } from '../../types';

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
export function sidebarFor(auth: Auth): SidebarItem[] {
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
