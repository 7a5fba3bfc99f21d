import { Navigate, Outlet, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { appBasename, paths } from '@/config/paths';
import { configureApiTenant } from '@/lib/api/api-tenant';
import { useTenant } from '@/lib/tenant/tenant-context';
import { TenantRoot } from './tenant-root';
import type { BootedTenant } from './tenant-boot';
import type { PageHandle } from './routes/role-gate';

function ToTenantLogin() {
  const { manifest } = useTenant();
  return <Navigate to={paths.login.getHref(manifest.id)} replace />;
}

/**
 * Points the API client at the current tenant. Done during render (it is
 * idempotent) so that the first query of any child page already carries the
 * tenant's Authorization header.
 */
function ApiTenant() {
  const { manifest, loginPath } = useTenant();
  configureApiTenant({ authorization: manifest.api.authorization, loginPath });
  return <Outlet />;
}

/**
 * Every signed-in page; `handle.ns` names the strings it shows, loaded before the first render (see
 * routeNamespaces), and `handle.page` the route-table entry the role gate checks (src/lib/auth/route-access.ts).
 */
const signedIn: RouteObject[] = [
  {
    path: paths.root.path,
    lazy: async () => ({ Component: (await import('./routes/root-redirect')).RootRedirect }),
  },
  {
    path: paths.patientAdmin.path,
    lazy: async () => ({ Component: (await import('./routes/root-redirect')).RootRedirect }),
  },
  // Inside the app: a signed-in user keeps the frame and a way home; a signed-out one signs in first.
  { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }) },
  {
    path: paths.myAccount.path,
    handle: { ns: ['account'], page: 'myAccount' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/account/components/profile/my-account-page')).MyAccountPage,
    }),
  },
  {
    path: paths.accountSecurity.path,
    handle: { ns: ['account'], page: 'accountSecurity' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/account/components/security/change-password-page')).ChangePasswordPage,
    }),
  },
  {
    path: paths.patientHome.path,
    handle: { ns: ['patient-inbox', 'worklists'], page: 'patientHome' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('@/features/patient-inbox/components/inbox-page')).InboxPage }),
  },
  {
    path: paths.myServices.path,
    handle: { ns: ['patient-inbox', 'worklists'], page: 'myServices' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/patient-inbox/components/my-services-page')).MyServicesPage,
    }),
  },
  {
    path: paths.searchDoctor.path,
    handle: { ns: ['doctor-search'], page: 'searchDoctor' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/doctor-search/components/search-doctor-page')).SearchDoctorPage,
    }),
  },
  {
    path: paths.caseDetails.path,
    handle: { ns: ['patient-inbox'], page: 'caseDetails' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./routes/case-details-route')).CaseDetailsRoute }),
  },
  {
    path: paths.waitingListOffer.path,
    handle: { ns: ['waiting-list'], page: 'waitingListOffer' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/waiting-list/components/offer-page')).OfferPage,
    }),
  },
  {
    path: paths.opdForm.path,
    handle: { ns: ['patient-booking'], page: 'opdForm' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/patient-booking/components/opd-form-page')).OpdFormPage,
    }),
  },
  {
    path: paths.mcuForm.path,
    handle: { ns: ['patient-booking'], page: 'mcuForm' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/patient-booking/components/mcu-form-page')).McuFormPage,
    }),
  },
  {
    path: paths.healthScreening.path,
    handle: { ns: ['patient-booking'], page: 'healthScreening' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/patient-booking/components/health-screening-page')).HealthScreeningPage,
    }),
  },
  {
    path: paths.healthScreeningForm.path,
    handle: { ns: ['patient-booking'], page: 'healthScreeningForm' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/patient-booking/components/health-screening-page')).HealthScreeningPage,
    }),
  },
  {
    path: paths.appointmentComplete.path,
    handle: { ns: ['patient-booking'], page: 'appointmentComplete' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/patient-booking/components/appointment-complete-page'))
        .AppointmentCompletePage,
    }),
  },
  {
    path: paths.patientReschedule.path,
    handle: { ns: ['patient-booking'] },
    lazy: async () => ({
      Component: (await import('@/features/patient-booking/components/reschedule-page')).ReschedulePage,
    }),
  },
  {
    path: paths.providerHome.path,
    handle: { ns: ['worklists'], page: 'providerHome' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('@/features/worklists/components/worklist-page')).WorklistPage }),
  },
  {
    path: paths.agentHome.path,
    handle: { ns: ['worklists'], page: 'agentHome' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('@/features/worklists/components/worklist-page')).WorklistPage }),
  },
  // Staff schedules: the calendar (@schedule-x) lives only in these chunks.
  {
    path: paths.clinicSchedule.path,
    handle: { ns: ['schedules'], page: 'clinicSchedule' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/schedules/components/clinic-schedule-page')).ClinicSchedulePage,
    }),
  },
  {
    path: paths.healthScreeningSchedule.path,
    handle: { ns: ['schedules'], page: 'healthScreeningSchedule' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/schedules/components/health-screening-schedule-page'))
        .HealthScreeningSchedulePage,
    }),
  },
  {
    path: paths.doctorScheduleCreate.path,
    handle: { ns: ['schedules'], page: 'doctorScheduleCreate' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/schedules/components/appointment-management-page'))
        .AppointmentManagementPage,
    }),
  },
  {
    path: paths.scheduleCreate.path,
    handle: { ns: ['schedules'], page: 'scheduleCreate' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/schedules/components/appointment-management-page'))
        .AppointmentManagementPage,
    }),
  },
  {
    path: paths.scheduledAppointments.path,
    handle: { ns: ['schedules'], page: 'scheduledAppointments' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/schedules/components/scheduled-appointment-page')).ScheduledAppointmentPage,
    }),
  },
  {
    path: paths.preauth.path,
    handle: { ns: ['pre-authorisation'], page: 'preauth' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/pre-authorisation/components/preauth-list-page')).PreauthListPage,
    }),
  },
  {
    path: paths.pafWizard.path,
    handle: { ns: ['pre-authorisation'], page: 'pafWizard' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/pre-authorisation/components/paf-wizard-page')).PafWizardPage,
    }),
  },
  {
    path: paths.pafCaseDetails.path,
    handle: { ns: ['pre-authorisation'], page: 'pafCaseDetails' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('@/features/pre-authorisation/components/case-details-page')).CaseDetailsPage,
    }),
  },
];

/** The pages under a tenant: public ones beside the sign-in gate and its layout. */
const tenantPages: RouteObject[] = [
  {
    path: paths.login.path,
    lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).LoginPage }),
  },
  {
    path: paths.signup.path,
    lazy: async () => ({ Component: (await import('@/features/signup/components/signup-page')).SignupPage }),
  },
  {
    path: paths.pafSigning.path,
    lazy: async () => ({ Component: (await import('@/features/signing/components/signing-page')).SigningPage }),
  },
  {
    path: paths.resetPassword.path,
    lazy: async () => ({
      Component: (await import('@/features/account/components/reset/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    // Lazy: the gate's session call (axios, zod, contracts) is not login's first load.
    handle: { ns: ['shell', 'ui'] },
    lazy: async () => ({ Component: (await import('./routes/gated-layout')).GatedLayout }),
    children: [
      {
        lazy: async () => ({ Component: (await import('@/features/shell/components/app-shell')).AppShell }),
        children: [
          { lazy: async () => ({ Component: (await import('./routes/role-gate')).RoleGate }), children: signedIn },
        ],
      },
    ],
  },
  // `/app/{client}` alone: that client's login (an unknown client's page comes from the tenant root).
  { path: '/:clientName', element: <ToTenantLogin /> },
];

/**
 * What shows while the first page's lazy code loads on a full page load: nothing more than before (the boot
 * script's themed background), but named, so React Router does not warn on every load
 * (docs/decisions/0087-drafts-reference-numbers-and-smaller-items.md).
 */
function BootFallback() {
  return null;
}

/** Routes are declared once and loaded lazily, one chunk per page. */
export function createRouter(initial: BootedTenant) {
  const routes: RouteObject[] = [
    {
      element: <TenantRoot initial={initial} />,
      HydrateFallback: BootFallback,
      children: [{ element: <ApiTenant />, children: tenantPages }],
    },
  ];
  return createBrowserRouter(routes, { basename: appBasename });
}

/** The i18n namespaces the page at `pathname` shows (its layouts' and its own `handle.ns`), without loading any code. */
export function routeNamespaces(pathname: string): string[] {
  const matches = matchRoutes(tenantPages, pathname, appBasename) ?? [];
  return matches.flatMap(({ route }) => (route.handle as { ns?: string[] } | undefined)?.ns ?? []);
}

/**
 * Starts loading the route chunks of the page at `pathname` at once (the
 * router's later lazy() calls get the same modules). Without this, each level
 * (layout, shell, page) waited for the one before: one network round trip
 * each on a phone.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(tenantPages, pathname, appBasename) ?? []) {
    // A failure here is the router's to report when it asks for the same chunk.
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
